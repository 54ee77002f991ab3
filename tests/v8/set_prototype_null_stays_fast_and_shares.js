const a = {x: 1};
const b = {x: 2};
Object.setPrototypeOf(a, null);
Object.setPrototypeOf(b, null);
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
console.log(Object.getPrototypeOf(a) === null);
