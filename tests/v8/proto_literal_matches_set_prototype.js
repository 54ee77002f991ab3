const p = {m: 1};
const a = {__proto__: p, a: 1};
const b = {a: 1};
Object.setPrototypeOf(b, p);
console.log(%HasFastProperties(a), %HaveSameMap(a, b), a.m);
