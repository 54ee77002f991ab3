// A clone with a Smi where the tree has a Double field follows it.
const a = {}; a.x = 0.5; a.y = 1;
const b = structuredClone({x: 1, y: 2});
console.log(%HaveSameMap(a, b));
