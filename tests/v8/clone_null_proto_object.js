// structuredClone of a null-prototype object gives an ordinary fast object with Object.prototype.
const o = {__proto__: null, a: 1, b: 2};
const c = structuredClone(o);
const n = {}; n.a = 1; n.b = 2;
console.log(%HasFastProperties(o), %HasFastProperties(c), %HaveSameMap(c, n));
console.log(Object.getPrototypeOf(c) === Object.prototype, JSON.stringify(c));
