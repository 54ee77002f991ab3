const o = Object.create(null);
o.a = 1;
Object.setPrototypeOf(o, Object.prototype);
console.log(%HasFastProperties(o));
const p = {__proto__: null, b: 1};
Object.setPrototypeOf(p, {});
console.log(%HasFastProperties(p));
