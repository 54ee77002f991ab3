// Objects built by named stores: a double at the second store splits there.
const a = {}; a.x = 1; a.y = 2; a.z = 3;
const b = {}; b.x = 1; b.y = 2.5; b.z = 3;
console.log(%HaveSameMap(a, b));
a.z;
console.log(%HaveSameMap(a, b));
