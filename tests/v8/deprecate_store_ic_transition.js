// An add site that cached a Smi transition misses on a double.
function mk(v) { const o = {}; o.k = v; return o; }
const a = mk(1); const b = mk(2); const c = mk(2.5);
console.log(%HaveSameMap(a, b), %HaveSameMap(b, c));
const d = mk(3);
console.log(%HaveSameMap(c, d));
