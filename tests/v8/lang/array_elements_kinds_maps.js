// Array literals of ints, doubles and mixed values have different maps (elements kinds).
const ints = [1, 2, 3], ints2 = [4, 5], dbl = [1.5, 2], obj = [{}, 'x'];
console.log(%HaveSameMap(ints, ints2), %HaveSameMap(ints, dbl), %HaveSameMap(dbl, obj));
ints2.push(0.5);
console.log(%HaveSameMap(ints2, dbl), %HaveSameMap(ints, ints2), ints2);
