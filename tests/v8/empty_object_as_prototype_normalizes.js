const p = {};
const c = Object.create(p);
console.log(%HasFastProperties(p), %HasFastProperties(c));
