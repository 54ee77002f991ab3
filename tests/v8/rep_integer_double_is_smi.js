// 3.0 is the Smi 3: a literal with 3.0 shares with one with 3.
const a = {x: 3.0}; const b = {x: 3};
console.log(%HaveSameMap(a, b));
