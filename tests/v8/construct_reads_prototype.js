// `new F` reads F.prototype at every construction: the instances' prototype
// follows a reassignment and a redefinition, a primitive falls back to
// Object.prototype, and instances made under one prototype share a map.
function F() { this.a = 1; }
const f1 = new F();
console.log(Object.getPrototypeOf(f1) === F.prototype, %HaveSameMap(f1, new F()));
const X = {x: 1};
F.prototype = X;
const f2 = new F();
console.log(Object.getPrototypeOf(f2) === X, f2.x, %HaveSameMap(f1, f2));
function G() {}
new G();
Object.defineProperty(G, 'prototype', {value: X});
console.log(Object.getPrototypeOf(new G()) === X);
function H() {}
new H();
H.prototype = 5;
console.log(Object.getPrototypeOf(new H()) === Object.prototype);
class C { constructor() { this.q = 2; } }
const c1 = new C();
console.log(Object.getPrototypeOf(c1) === C.prototype, %HaveSameMap(c1, new C()));
class D extends C {}
console.log(Object.getPrototypeOf(new D()) === D.prototype, new D().q);
