// Object.create(p) objects with the same prototype share a map; different prototypes do not.
const p = { greet() { return 'hi ' + this.n; } };
const q = { greet() { return 'yo ' + this.n; } };
const a = Object.create(p), b = Object.create(p), c = Object.create(q);
a.n = 1; b.n = 2; c.n = 3;
console.log(a.greet(), c.greet(), %HaveSameMap(a, b), %HaveSameMap(a, c));
console.log(%HasFastProperties(p), Object.keys(a));
