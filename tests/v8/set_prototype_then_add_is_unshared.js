const a = {x: 1};
Object.setPrototypeOf(a, null);
a.y = 1;
const b = {x: 2};
Object.setPrototypeOf(b, null);
b.y = 2;
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
