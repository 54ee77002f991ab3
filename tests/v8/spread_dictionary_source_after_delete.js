// Spreading a dictionary source (after a non-last delete) gives a fast copy in key order.
const s = {a: 1, b: 2, c: 3, d: 4};
delete s.b;
const t = {...s};
const n = {}; n.a = 1; n.c = 3; n.d = 4;
console.log(%HasFastProperties(s), %HasFastProperties(t), %HaveSameMap(t, n), JSON.stringify(t));
