// setPrototypeOf to a new prototype on a non-extensible object throws; the same prototype is fine.
const o = {x: 1};
Object.preventExtensions(o);
Object.setPrototypeOf(o, Object.prototype);
console.log(%HasFastProperties(o), Object.getPrototypeOf(o) === Object.prototype);
Object.setPrototypeOf(o, {});
