// Spread in calls, array literals and object literals; later keys override earlier.
function sum(...xs) { return xs.reduce((a, b) => a + b, 0); }
const nums = [1, 2, 3];
const base = { a: 1, b: 2 };
const merged = { ...base, b: 3, c: 4 };
console.log(sum(...nums, 4), Math.max(...nums), [0, ...nums, ...'ab'], merged);
console.log(%HasFastProperties(merged), %HaveSameMap(merged, { a: 0, b: 0, c: 0 }));
