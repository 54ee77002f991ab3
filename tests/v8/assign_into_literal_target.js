const t = {a: 1, b: 2};
Object.assign(t, {c: 3});
const t2 = {a: 1, b: 2};
t2.c = 3;
console.log(%HaveSameMap(t, t2));
