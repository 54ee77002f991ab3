// Accessors have no representation: storing through a setter changes no map.
const a = {get x() { return 1; }, set x(v) {}};
const b = {get x() { return 1; }, set x(v) {}};
b.x = 0.5;
console.log(%HaveSameMap(a, b));
