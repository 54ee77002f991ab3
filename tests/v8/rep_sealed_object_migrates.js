// A sealed object keeps being sealed after migrating.
const a = {x: 1}; Object.seal(a);
const b = {x: 2}; b.x = 2.5; Object.seal(b);
console.log(%HaveSameMap(a, b));
a.x = 7;
console.log(%HaveSameMap(a, b), Object.isSealed(a), a.x);
