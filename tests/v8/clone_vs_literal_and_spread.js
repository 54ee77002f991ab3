// A clone, a spread copy and named stores into {} share one map; the literal has its own.
const lit = {p: 1, q: 2};
const c = structuredClone(lit);
const s = {...lit};
const n = {}; n.p = 1; n.q = 2;
console.log(%HaveSameMap(c, s), %HaveSameMap(c, n), %HaveSameMap(c, lit));
