// Only the plain __proto__: form sets the prototype; a computed ['__proto__'] key or shorthand {__proto__} makes an own property.
const __proto__ = null;
const p = {marker: 1};
const a = {'__proto__': p};
const b = {['__proto__']: p};
const c = {__proto__};
const d = {"__proto__": null, z: 1};
console.log(Object.getPrototypeOf(a) === p, JSON.stringify(Reflect.ownKeys(a)), a.marker);
console.log(Object.getPrototypeOf(b) === p, JSON.stringify(Reflect.ownKeys(b)), b.marker);
console.log(JSON.stringify(Reflect.ownKeys(c)), c.__proto__ === null, Object.getPrototypeOf(c) === null);
console.log(%HasFastProperties(d), Object.getPrototypeOf(d) === null, JSON.stringify(Reflect.ownKeys(d)));
