// Assigning from a null-prototype literal gives a fast object; assigning into Object.create(null) stays dictionary.
const src = {__proto__: null, x: 1, y: 2};
const a = Object.assign({}, src);
const b = Object.assign(Object.create(null), {x: 1, y: 2});
console.log(%HasFastProperties(a), %HasFastProperties(b), JSON.stringify(a), JSON.stringify(b));
console.log(Object.getPrototypeOf(a) === Object.prototype, Object.getPrototypeOf(b) === null);
