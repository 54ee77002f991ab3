// Arrows have no prototype property, so their map differs from a function's; arrows share a map.
const a1 = (x) => x + 1;
const a2 = (x, y) => x - y;
function f(x) { return x; }
console.log(%HaveSameMap(a1, a2), %HaveSameMap(a1, f));
console.log('prototype' in a1, 'prototype' in f, typeof a1, a1(4), a2(9, 3));
console.log(Object.getOwnPropertyNames(a1).join(','));
