// new Array(n) creates holes; fill removes them; Array.from builds packed arrays.
const a = new Array(3);
const b = new Array(3).fill(0);
const c = Array.from({ length: 3 }, (_, i) => i * 2);
console.log(a, b, c, a.length, 0 in a, 0 in b);
console.log(%HaveSameMap(a, b), %HaveSameMap(b, c), %HaveSameMap(b, [0, 0, 0]));
