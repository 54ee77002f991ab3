// Adding a property to an object on a deprecated map migrates it first.
const a = {x: 1}; const b = {x: 1};
b.x = 0.5;
a.z = 1; b.z = 1;
console.log(%HaveSameMap(a, b));
