// A spread at the end of a literal adds the source keys after the literal's own (overwriting duplicates in place); the spread counts toward the literal's map size.
const s = {b: 20, c: 30};
const a = {a: 1, b: 2, ...s};
const b = {a: 1, b: 2}; b.c = 30;
console.log(JSON.stringify(a), %HaveSameMap(a, b), %HasFastProperties(a));
const e = {...{}};
const f = {a: 1, ...e};
console.log(%HaveSameMap(e, {}), %HaveSameMap(f, {a: 1}));
