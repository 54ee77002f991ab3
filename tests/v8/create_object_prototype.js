// Object.create(Object.prototype) is an ordinary empty object with {}'s map.
const a = Object.create(Object.prototype);
const b = {};
console.log(%HaveSameMap(a, b), %HasFastProperties(a));
a.x = 1; b.x = 1;
console.log(%HaveSameMap(a, b), Object.getPrototypeOf(a) === Object.getPrototypeOf(b));
