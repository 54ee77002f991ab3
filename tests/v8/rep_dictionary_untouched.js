// Dictionary-mode objects have no field representations.
const a = {x: 1, y: 2}; delete a.x;
const b = {x: 1, y: 2}; delete b.x;
b.y = 0.5;
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
