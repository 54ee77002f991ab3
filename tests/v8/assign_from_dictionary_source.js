const s = {__proto__: null, a: 1, b: 2};
const t = Object.assign({}, s);
const u = {};
u.a = 1; u.b = 2;
console.log(%HasFastProperties(s), %HasFastProperties(t), %HaveSameMap(t, u));
