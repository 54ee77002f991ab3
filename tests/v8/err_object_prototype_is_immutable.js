// Object.prototype's prototype cannot change (setting it to its current value is allowed).
Object.setPrototypeOf(Object.prototype, null);
console.log('same prototype: fine');
Object.setPrototypeOf(Object.prototype, Object.create(null));
