// An object used as a prototype gets a map of its own: it no longer shares with a sibling built the same way.
const p = {a: 1, b: 2};
const q = {a: 1, b: 2};
console.log(%HaveSameMap(p, q));
const child = Object.create(p);
console.log(%HaveSameMap(p, q), %HasFastProperties(p), %HasFastProperties(q));
console.log(child.a, child.b, JSON.stringify(Reflect.ownKeys(child)));
