// Switching an object's prototype p -> q -> p keeps it fast but does not lead back to the map of a twin set to p once.
const p = {p: 1};
const q = {q: 1};
const a = {x: 1}; const b = {x: 1};
Object.setPrototypeOf(a, p); Object.setPrototypeOf(a, q); Object.setPrototypeOf(a, p);
Object.setPrototypeOf(b, p);
console.log(%HasFastProperties(a), %HaveSameMap(a, b), a.p, a.q);
