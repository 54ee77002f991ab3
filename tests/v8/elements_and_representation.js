// Elements kinds and field representations change independently.
const a = [1]; a.v = 1;
const b = [1]; b.v = 1; b.v = 0.5;
const c = [1]; c.v = 1; c[0] = 0.5;
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HaveSameMap(b, c));
const d = [0.5]; d.v = 0.5;
console.log(%HaveSameMap(d, c), %HaveSameMap(d, b));
