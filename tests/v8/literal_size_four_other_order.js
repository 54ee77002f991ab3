// A 4-property literal shares with the {} chain only when the keys come in the same order.
const a = {s: 4, r: 3, q: 2, p: 1};
const b = {}; b.p = 1; b.q = 2; b.r = 3; b.s = 4;
const c = {}; c.s = 1; c.r = 2; c.q = 3; c.p = 4;
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c));
console.log(JSON.stringify(Reflect.ownKeys(a)), JSON.stringify(Object.keys(c)));
