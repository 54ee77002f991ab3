// A literal with a getter/setter pair backed by _x: reads, writes, keys.
const o = {
  _x: 0,
  get x() { return this._x; },
  set x(v) { this._x = Math.max(0, v); },
};
o.x = -5; const first = o.x;
o.x = 7;
console.log(first, o.x, o._x, Object.keys(o), JSON.stringify(o), %HasFastProperties(o));
