// A script function's own prototype, name and length shadow the chain's.
Object.prototype.prototype = 7;
Object.prototype.name = 'x';
Object.prototype.length = 9;
function K(a, b) { this.a = a; }
const k = new K(1, 2);
console.log(Object.getPrototypeOf(k) === K.prototype, K.prototype === 7, K.name, K.length);
console.log(%HaveSameMap(k, new K(3, 4)));
class C { constructor(x) { this.x = x; } }
console.log(C.prototype === 7, C.name, C.length, Object.getPrototypeOf(new C(1)) === C.prototype);
const arrow = (p) => p;
console.log(arrow.prototype, arrow.name, arrow.length);
const o = {m() {}};
console.log(o.m.prototype, o.m.name);
function G() {}
G.prototype = {z: 1};
console.log(new G().z, G.prototype.z, Object.getPrototypeOf(new G()) === G.prototype);
console.log(Reflect.get(K, 'prototype') === K.prototype, Reflect.get(arrow, 'prototype'));
class D extends C { static up() { return super.prototype; } }
console.log(D.up() === C.prototype);
