// Object.create with two different prototypes gives different maps, also when both prototypes look alike.
const p = {k: 1};
const q = {k: 1};
const a = Object.create(p);
const b = Object.create(q);
console.log(%HaveSameMap(a, b), %HaveSameMap(p, q), %HasFastProperties(p), %HasFastProperties(q));
console.log(a.k, b.k, Object.getPrototypeOf(a) === p, Object.getPrototypeOf(a) === q);
