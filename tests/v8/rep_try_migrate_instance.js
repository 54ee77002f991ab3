// %TryMigrateInstance returns 0 for an up-to-date object and the object when it migrates it (Node 20 crashes on a primitive, so none is asked).
const a = {x: 1}; const b = {x: 1};
console.log(%TryMigrateInstance(a));
b.x = 1.5;
console.log(%HaveSameMap(a, b));
console.log(%TryMigrateInstance(a) === a, %HaveSameMap(a, b));
console.log(%TryMigrateInstance(a));
