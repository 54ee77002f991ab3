// In-place generalizations never leave an object behind.
const a = {x: 1}; const b = {x: 1};
b.x = 'str';
const c = {x: {}};
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HaveSameMap(b, c));
