// Smi to Double (new map), then Double to Tagged (in place): all three end on one map once touched.
const a = {x: 1}; const b = {x: 1}; const c = {x: 1};
b.x = 1.5;
c.x = 'c';
console.log(%HaveSameMap(b, c));
a.x = 2;
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c));
