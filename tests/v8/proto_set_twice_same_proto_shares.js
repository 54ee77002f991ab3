// setPrototypeOf to the same object on two equal-shaped objects gives them one map (a cached prototype transition).
const p = {m: 1};
const a = {x: 1}; const b = {x: 2};
Object.setPrototypeOf(a, p);
Object.setPrototypeOf(b, p);
console.log(%HaveSameMap(a, b), %HasFastProperties(a), %HasFastProperties(p));
const c = {x: 3, y: 4};
Object.setPrototypeOf(c, p);
console.log(%HaveSameMap(a, c), a.m, c.m);
