// A computed key that repeats an earlier literal key overwrites the value in place.
const k = 'a';
const a = {a: 1, b: 2, [k]: 3};
const b = {a: 1, b: 2};
console.log(JSON.stringify(a), %HasFastProperties(a), %HaveSameMap(a, b));
const c = {[k]: 1, a: 2};
console.log(JSON.stringify(c), JSON.stringify(Reflect.ownKeys(c)));
