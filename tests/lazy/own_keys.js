// Node's defineLazyProperties on an ordinary object: key order, enumerability,
// map sharing and fast mode before and after the lazy properties resolve.
// Run: node --expose-internals --allow-natives-syntax tests/lazy/own_keys.js
// (tests/lazy.rs mirrors it through the Rust API and compares with own_keys.out).
const { defineLazyProperties } = require('internal/util');
const o = { a: 1 };
defineLazyProperties(o, 'stream', ['Readable', 'pipeline']);
defineLazyProperties(o, 'stream', ['finished'], false);
o.z = 1;
console.log(JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(Object.keys(o)), %HasFastProperties(o));
const p = o.pipeline;
console.log(JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(Object.keys(o)), %HasFastProperties(o), o.pipeline === p);
o.Readable = 5;
console.log(JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(Object.keys(o)), %HasFastProperties(o), o.Readable);
const f = o.finished;
console.log(JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(Object.keys(o)), %HasFastProperties(o), JSON.stringify(Object.getOwnPropertyDescriptor(o, 'finished')));
const a = {}; const b = {};
defineLazyProperties(a, 'stream', ['x', 'y']);
defineLazyProperties(b, 'stream', ['x', 'y']);
console.log(%HasFastProperties(a), %HasFastProperties(b), %HaveSameMap(a, b));
const child = Object.create(o);
const q = {};
defineLazyProperties(q, 'stream', ['Writable']);
const kid = Object.create(q);
kid.Writable = 7;
console.log(JSON.stringify(Reflect.ownKeys(kid)), JSON.stringify(Object.getOwnPropertyDescriptor(q, 'Writable')), q.Writable);
