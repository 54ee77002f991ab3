// Computed keys made by `+`: a string joined with a string or a number becomes
// the key of the joined text (an array index when the text is one), and
// anything else goes through `+` as usual, once, in order.
const o = {};
for (let j = 0; j < 3; j++) o['k' + j] = j;
o['' + 'a'] = 'a';
o['x' + -0] = 'minus zero';
o['y' + 1.5] = 'fraction';
o['z' + 1e21] = 'exponent';
o[7 + ''] = 'seven';
o['n' + null + undefined + true] = 'chain';
log(Object.keys(o).join());
const a = [];
a['' + 0] = 'first';
a[1 + ''] = 'second';
log(a.length, a.join('|'));
let calls = 0;
const part = { toString() { calls++; return 'p'; } };
o['q' + part] = 1;
log(calls, 'qp' in o);
try {
  o['s' + Symbol('t')] = 1;
} catch (e) {
  log(e.constructor.name, e.message);
}
let read = 0;
for (let j = 0; j < 3; j++) read += o['k' + j];
log(read, o['k' + 9], delete o['k' + 0], 'k0' in o);
function log(...args) { console.log(...args); }
