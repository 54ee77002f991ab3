// for...in and Object.keys put integer-like keys first in ascending order, then strings in insertion order.
const o = { b: 1, 10: 'ten', a: 2, 2: 'two', '-1': 'neg', 1.5: 'frac', '01': 'lead' };
const seen = [];
for (const k in o) seen.push(k);
console.log(seen.join(','));
console.log(Object.keys(o).join(','), %HasFastProperties(o));
