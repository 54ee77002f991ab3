// Freezing an already frozen object keeps its map.
const a = {x: 1, y: 2};
const b = {x: 1, y: 2};
Object.freeze(a);
Object.freeze(b);
Object.freeze(b);
console.log(%HaveSameMap(a, b), %HasFastProperties(b));
Object.seal(b);
Object.preventExtensions(b);
console.log(%HaveSameMap(a, b));
