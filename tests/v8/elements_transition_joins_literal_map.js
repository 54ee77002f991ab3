// An array that became double shares the map of a double literal.
const a = [1]; a[0] = 0.5;
console.log(%HaveSameMap(a, [0.25]));
const b = ['x']; const c = [1]; c[0] = 'y';
console.log(%HaveSameMap(b, c));
