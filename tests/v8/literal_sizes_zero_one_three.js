// Small literals (0, 1, 3 properties) are fast; equal-shaped literals share a map, {} plus named stores does not.
const e1 = {}; const e2 = {};
const a1 = {a: 1}; const a2 = {a: 'x'};
const b1 = {a: 1, b: 2, c: 3}; const b2 = {a: null, b: true, c: 'c'};
const n1 = {}; n1.a = 1;
const n3 = {}; n3.a = 1; n3.b = 2; n3.c = 3;
console.log(%HasFastProperties(e1), %HasFastProperties(a1), %HasFastProperties(b1));
console.log(%HaveSameMap(e1, e2), %HaveSameMap(a1, a2), %HaveSameMap(b1, b2));
console.log(%HaveSameMap(a1, n1), %HaveSameMap(b1, n3), %HaveSameMap(e1, n1));
console.log(JSON.stringify(b2), JSON.stringify(Object.keys(a2)));
