// `new F()` keeps using F's initial map only while F.prototype is the same
// object: reassigning it, redefining it, or making it a primitive gives the
// next instances another map (or Object.prototype), and going back to an
// earlier prototype finds that prototype's map again.
function F() { this.a = 1; }
const a = new F();
const b = new F();
console.log(%HaveSameMap(a, b));
const p2 = {q: 1};
F.prototype = p2;
const c = new F();
console.log(Object.getPrototypeOf(c) === p2, %HaveSameMap(a, c), c.q);
Object.defineProperty(F, 'prototype', {value: {r: 2}});
const d = new F();
console.log(d.r, Object.getPrototypeOf(d) === p2, %HaveSameMap(c, d));
F.prototype = 5;
const e = new F();
console.log(Object.getPrototypeOf(e) === Object.prototype, e.a);
F.prototype = p2;
const g = new F();
console.log(%HaveSameMap(c, g), Object.getPrototypeOf(g) === p2);
F.x = 1;
const h = new F();
console.log(%HaveSameMap(g, h), Object.getPrototypeOf(h) === p2);
class C { constructor() { this.k = 0; } }
const c1 = new C();
C.prototype.extra = 1;
const c2 = new C();
console.log(%HaveSameMap(c1, c2), c2.extra);
function N() { this.n = 1; }
N.prototype = NaN;
console.log(%HaveSameMap(new N(), new N()), Object.getPrototypeOf(new N()) === Object.prototype);
