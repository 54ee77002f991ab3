// A clone's double in a Smi field deprecates the Smi map.
const a = {}; a.x = 1; a.y = 2;
const b = structuredClone({x: 1.5, y: 2});
const c = {}; c.x = 3; c.y = 4;
console.log(%HaveSameMap(a, b), %HaveSameMap(b, c));
