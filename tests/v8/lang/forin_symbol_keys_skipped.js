// for...in and Object.keys skip symbol keys; Reflect.ownKeys includes them last.
const s = Symbol('s');
const o = { a: 1, [s]: 2, b: 3 };
const seen = [];
for (const k in o) seen.push(k);
console.log(seen, Reflect.ownKeys(o).length, typeof Reflect.ownKeys(o)[2], %HasFastProperties(o));
