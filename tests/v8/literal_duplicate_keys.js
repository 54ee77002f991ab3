// A duplicate key keeps its first position and takes the last value; duplicates still count toward the literal's map size.
const a = {a: 1, b: 2, a: 3};
const b = {a: 0, b: 0};
const c = {x: 1, 'x': 2, y: 3, x: 4};
console.log(JSON.stringify(a), JSON.stringify(Reflect.ownKeys(a)), %HaveSameMap(a, b));
console.log(JSON.stringify(c), %HasFastProperties(c));
const e = {a: 5, a: 6, b: 7};
const f = {a: 5, b: 6, b: 7};
console.log(%HaveSameMap(a, e), %HaveSameMap(a, f), %HaveSameMap(b, {a: 1, b: 2}));
const d = {1: 'one', '1': 'uno', z: 0};
console.log(JSON.stringify(d), JSON.stringify(Reflect.ownKeys(d)));
