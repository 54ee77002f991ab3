// Storing values of different types in one property: twins' maps after generalisation.
const a = { v: 1 }, b = { v: 2 };
b.v = 'now a string';
console.log(%HaveSameMap(a, b), typeof a.v, typeof b.v);
const c = { v: 3 };
console.log(%HaveSameMap(b, c), %HasFastProperties(b));
