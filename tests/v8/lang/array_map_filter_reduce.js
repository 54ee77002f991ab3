// map/filter/reduce over records; mapped objects share a map.
const people = [{ n: 'ann', a: 31 }, { n: 'bob', a: 17 }, { n: 'cy', a: 45 }];
const adults = people.filter((p) => p.a >= 18).map((p) => ({ name: p.n.toUpperCase(), age: p.a }));
const total = people.reduce((s, p) => s + p.a, 0);
console.log(adults, total, %HaveSameMap(adults[0], adults[1]));
const byName = people.reduce((acc, p) => { acc[p.n] = p.a; return acc; }, {});
console.log(byName, %HasFastProperties(byName));
