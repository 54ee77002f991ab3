// null then a Smi: in place.
const a = {}; a.k = null;
const b = {}; b.k = 4;
console.log(%HaveSameMap(a, b));
