// A field holding objects of different maps stays on one map (field types change in place).
const a = {o: {p: 1}};
const b = {o: {q: 1}};
const c = {o: [1]};
console.log(%HaveSameMap(a, b), %HaveSameMap(b, c));
