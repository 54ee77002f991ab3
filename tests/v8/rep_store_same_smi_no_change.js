// Storing another Smi changes nothing (only constness).
const a = {x: 1}; const b = {x: 1};
b.x = 5;
console.log(%HaveSameMap(a, b), %HasOwnConstDataProperty(a, 'x'), %HasOwnConstDataProperty(b, 'x'));
