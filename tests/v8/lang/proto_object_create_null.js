// Object.create(null) starts in dictionary mode; a literal with __proto__: null is fast.
const d = Object.create(null);
d.x = 1;
const l = { __proto__: null, x: 1 };
console.log(%HasFastProperties(d), %HasFastProperties(l), Object.getPrototypeOf(l) === null);
console.log(Object.keys(d), 'toString' in d, JSON.stringify(l));
