const s = {__proto__: null, a: 1, b: 2};
const t = {...s};
const u = {};
u.a = 1; u.b = 2;
console.log(%HasFastProperties(t), %HaveSameMap(t, u));
const v = {__proto__: null, ...s};
console.log(%HasFastProperties(v), Object.getPrototypeOf(v) === null);
