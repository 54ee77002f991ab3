const p = {a: 1};
const c = {};
Object.setPrototypeOf(c, p);
console.log(%HasFastProperties(p), %HasFastProperties(c), c.a);
