// JSON.stringify's replacer and space. A function replacer sees each key and
// value after `toJSON` (which gets the key), with the holder as `this`; the
// first call's holder is a new object holding the value under "". An array
// replacer lists the keys objects are written with, in its order, each once.
// Number, String and Boolean objects are written as their primitives, and a
// Number or String object as space counts as its primitive.
const calls = [];
const out = JSON.stringify({ a: 1, b: [2, 'x'], c: { d: true }, e: undefined, f() {} },
  function (key, value) {
    calls.push(`${JSON.stringify(key)}:${typeof value}:${Array.isArray(this)}`);
    if (key === '' ) console.log('wrapper keys', Object.keys(this).join('|'), this[''] === value);
    return typeof value === 'number' ? value * 2 : value;
  });
console.log(out);
console.log(calls.join(' '));
console.log(JSON.stringify({ b: 1, a: 2, c: { a: 3, z: 4 }, 1: 'one' }, ['a', 'c', 1, 'a', new String('b')]));
console.log(JSON.stringify([new Number(5), new String('s'), new Boolean(false)]));
console.log(JSON.stringify({ toJSON(k) { return 'key=' + k; } }), JSON.stringify({ a: { toJSON(k) { return 'key=' + k; } } }));
console.log(JSON.stringify({ a: [1, { b: 2 }] }, null, new Number(3)));
console.log(JSON.stringify({ a: 1 }, null, new String('--')));
// A replacer that drops everything but the top.
console.log(JSON.stringify({ a: 1, b: 2 }, (k, v) => (k === '' ? v : undefined)));
// A replacer may answer a new object for the top value, written in its place.
console.log(JSON.stringify(5, (k, v) => (k === '' ? { wrapped: v } : v)));
