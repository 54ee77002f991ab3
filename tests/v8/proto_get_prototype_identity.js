// Object.getPrototypeOf returns the very object set as prototype, compared with ===.
const p = {};
const q = {};
const a = Object.create(p);
const b = {__proto__: q};
const c = {};
console.log(Object.getPrototypeOf(a) === p, Object.getPrototypeOf(a) === q, Object.getPrototypeOf(b) === q);
console.log(Object.getPrototypeOf(c) === Object.prototype, Object.getPrototypeOf(Object.prototype) === null);
Object.setPrototypeOf(a, q);
console.log(Object.getPrototypeOf(a) === q, Object.getPrototypeOf(a) !== p);
console.log(Object.getPrototypeOf([]) === Object.getPrototypeOf([1]), Object.getPrototypeOf(Object.getPrototypeOf([])) === Object.prototype);
