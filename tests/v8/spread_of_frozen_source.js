// A spread copy of a frozen object is an ordinary writable object.
const s = {a: 1, b: 2};
Object.freeze(s);
const t = {...s};
t.a = 100;
t.c = 3;
const n = {}; n.a = 1; n.b = 2; n.c = 3;
console.log(JSON.stringify(t), %HasFastProperties(t), %HaveSameMap(t, n));
