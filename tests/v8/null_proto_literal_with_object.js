// {__proto__: p, ...} with an object p is fast and p leaves fast mode; a named store through a child makes p fast again.
const p = {m: 1};
const a = {__proto__: p, x: 1};
const b = {__proto__: p, x: 2};
console.log(%HasFastProperties(a), %HasFastProperties(p), %HaveSameMap(a, b));
const c = Object.create(p); c.x = 3;
console.log(%HasFastProperties(p), %HaveSameMap(a, c));
console.log(a.m, JSON.stringify(Reflect.ownKeys(a)), Object.getPrototypeOf(b) === p);
