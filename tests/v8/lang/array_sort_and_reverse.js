// Default sort is lexicographic; a numeric comparator and a stable object sort.
console.log([10, 9, 1, 100].sort(), [10, 9, 1, 100].sort((x, y) => x - y), [1, 2, 3].reverse());
const recs = [{ k: 2, n: 'a' }, { k: 1, n: 'b' }, { k: 2, n: 'c' }, { k: 1, n: 'd' }];
console.log(recs.sort((x, y) => x.k - y.k).map((r) => r.n).join(''));
const copy = recs.slice().reverse();
console.log(copy.map((r) => r.n).join(''), %HaveSameMap(copy[0], recs[0]));
