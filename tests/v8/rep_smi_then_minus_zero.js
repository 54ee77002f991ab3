// -0 is not a Smi: storing it into a Smi field deprecates the map.
const a = {x: 0}; const b = {x: 0};
b.x = -0;
console.log(%HaveSameMap(a, b), Object.is(b.x, -0));
