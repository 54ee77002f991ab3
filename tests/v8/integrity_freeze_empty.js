// Freezing an empty object: stays fast, later adds are ignored; two frozen empties share a map.
const a = {};
const b = {};
Object.freeze(a);
Object.freeze(b);
a.x = 1;
const k = 'y';
a[k] = 2;
console.log(%HasFastProperties(a), %HaveSameMap(a, b), %HaveSameMap(a, {}), JSON.stringify(a));
