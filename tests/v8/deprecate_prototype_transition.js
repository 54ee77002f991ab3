// An object that changed prototype keeps its detached map when a field generalizes.
const a = {x: 1}; Object.setPrototypeOf(a, null);
const b = {x: 1}; Object.setPrototypeOf(b, null);
a.x = 0.5;
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
