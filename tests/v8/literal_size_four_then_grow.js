// A 4-property literal starts on {}'s map tree, so growing it by named stores keeps sharing with a {} chain.
const a = {p: 1, q: 2, r: 3, s: 4};
const b = {}; b.p = 1; b.q = 2; b.r = 3; b.s = 4;
console.log(%HaveSameMap(a, b));
a.t = 5; b.t = 5;
console.log(%HaveSameMap(a, b), %HasFastProperties(a));
a.u = 6; a.v = 7; b.u = 6; b.v = 7;
console.log(%HaveSameMap(a, b), JSON.stringify(a));
