const a = {__proto__: null, a: 1};
const b = {__proto__: null, b: 1};
const c = Object.create(null);
console.log(%HasFastProperties(a), %HasFastProperties(c));
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c));
console.log(Object.getPrototypeOf(a) === null);
