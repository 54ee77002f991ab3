// Relational comparison of numbers, strings and mixed types.
console.log(2 < 10, '2' < '10', '2' < 10, 'a' < 'B', null >= 0, undefined < 1, [2] > 1);
console.log(['b', 'a', 'C'].sort(), 'abc' < 'abd', NaN < 1, NaN >= 1);
console.log('10' > '9', 10 > '9', [10] > [9], null > -1, 'Z' < 'a');
console.log(Math.max(...['3', '20']), ['3', '20'].sort());
const lo = { v: 1 }, hi = { v: 2 };
console.log(lo.v < hi.v, %HaveSameMap(lo, hi));
