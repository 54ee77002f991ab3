// Only the changed field splits the tree: the split is at the second property.
const a = {p: 'x', q: 1}; const b = {p: 'y', q: 2};
b.q = 2.5;
console.log(%HaveSameMap(a, b));
const c = {p: 'z', q: 3};
console.log(%HaveSameMap(b, c), %HaveSameMap(a, c));
