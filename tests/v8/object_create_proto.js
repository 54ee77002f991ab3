const p = {m: 1};
const c1 = Object.create(p);
const c2 = Object.create(p);
console.log(%HasFastProperties(p), %HasFastProperties(c1), %HaveSameMap(c1, c2));
console.log(c1.m, %HaveSameMap(c1, {}));
