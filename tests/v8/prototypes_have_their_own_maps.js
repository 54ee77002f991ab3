// An object that becomes a prototype gets a map of its own (V8 copies it as a
// prototype map), in dictionary or fast mode.
const a = Object.create(null);
const b = Object.create(null);
const child = Object.create(a);
console.log(%HaveSameMap(a, b), %HasFastProperties(a));
const p = {x: 1}; const q = {x: 1};
const cp = Object.create(p); const cq = Object.create(q);
cp.y = 1; cq.y = 1;
console.log(%HasFastProperties(p), %HasFastProperties(q), %HaveSameMap(p, q));
