// indexOf/includes/lastIndexOf/find/findIndex, including NaN handling.
const a = [1, NaN, 3, 1, 'x'];
console.log(a.indexOf(1), a.lastIndexOf(1), a.indexOf(NaN), a.includes(NaN), a.includes('1'));
const recs = [{ id: 1 }, { id: 2 }, { id: 3 }];
console.log(recs.find((r) => r.id > 1), recs.findIndex((r) => r.id === 3), recs.findLast((r) => r.id < 3));
console.log(%HaveSameMap(recs[0], recs[2]), %HaveSameMap(a, [1, 'x']), %HaveSameMap(a, [1, 2.5]));
