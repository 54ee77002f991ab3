// Spreading a null-prototype source gives an ordinary fast object; into a null-prototype literal it stays dictionary.
const s = {__proto__: null, m: 1, n: 2};
const a = {...s};
const b = {__proto__: null, ...s};
const c = Object.create(null);
console.log(%HasFastProperties(a), %HasFastProperties(b), %HaveSameMap(b, c));
console.log(Object.getPrototypeOf(a) === Object.prototype, JSON.stringify(a), JSON.stringify(b));
