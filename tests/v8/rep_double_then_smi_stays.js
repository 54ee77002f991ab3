// A Smi fits a Double field: no change.
const a = {x: 1.5}; const b = {x: 2.5};
b.x = 3;
console.log(%HaveSameMap(a, b));
