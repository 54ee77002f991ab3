// A reviver can hang a cycle, or a structure deeper than any JSON text here,
// where the walk has yet to go: V8's walk overflows its stack and throws a
// RangeError, and so does the model's, at its own depth bound.
try {
  JSON.parse('{"a": 1, "b": 2}', function (k, v) { if (k === 'a') this.b = this; return v; });
  console.log('no error');
} catch (e) { console.log(e.name, e.message); }
let deep = []; for (let i = 0; i < 100000; i++) deep = [deep];
try {
  JSON.parse('[1, 2]', function (k, v) { if (k === '0') this[1] = deep; return v; });
  console.log('no error');
} catch (e) { console.log(e.name, e.message); }
// What the reviver answers for a container replaces it, unwalked.
console.log(JSON.parse('[1,2,3]', (k, v) => Array.isArray(v) ? v.length : v));
// `-0` reaches the reviver as `-0`.
console.log(JSON.parse('{"x": -0}', (k, v) => (k === 'x' ? Object.is(v, -0) : v)).x);
