// A setter defined with defineProperty that logs changes.
const log = [];
const state = { _v: 0 };
Object.defineProperty(state, 'v', {
  get() { return this._v; },
  set(n) { log.push(this._v + '->' + n); this._v = n; },
  enumerable: true,
});
state.v = 1; state.v += 5; state.v++;
console.log(state.v, log.join(' '), Object.keys(state), %HasFastProperties(state));
