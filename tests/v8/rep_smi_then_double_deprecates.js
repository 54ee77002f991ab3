// Smi to Double needs a new map: the old object is left on the deprecated map until touched.
const a = {x: 1}; const b = {x: 2};
b.x = 0.5;
console.log(%HaveSameMap(a, b));
a.x;
console.log(%HaveSameMap(a, b));
