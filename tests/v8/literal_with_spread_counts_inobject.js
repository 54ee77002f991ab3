const src = {x: 1};
const a = {k: 0, ...src};
const b = {k: 0}; b.x = 1;
const c = {k: 0, ...src};
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c));
