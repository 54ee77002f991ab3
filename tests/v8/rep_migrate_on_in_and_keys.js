// Reads that do not go through a property access leave the map deprecated.
const a = {x: 1}; const b = {x: 1};
b.x = 0.5;
console.log(%HaveSameMap(a, b));
a.x;
console.log(%HaveSameMap(a, b));
