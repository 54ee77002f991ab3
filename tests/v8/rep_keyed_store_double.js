// A keyed store of a double deprecates like a named one.
const a = {k: 1}; const b = {k: 1};
const key = 'k';
b[key] = 0.75;
console.log(%HaveSameMap(a, b));
a[key];
console.log(%HaveSameMap(a, b));
