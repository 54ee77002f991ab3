// Several spreads in one literal, with and without keys between them.
const s1 = {a: 1, b: 2};
const s2 = {c: 3, a: 4};
const x = {...s1, ...s2};
const y = {...s1, mid: 0, ...s2, end: 1};
console.log(JSON.stringify(x), JSON.stringify(Reflect.ownKeys(y)));
console.log(%HasFastProperties(x), %HasFastProperties(y));
const z = {}; z.a = 4; z.b = 2; z.c = 3;
console.log(%HaveSameMap(x, z));
