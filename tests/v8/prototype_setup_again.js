// Map::SetPrototype in setup mode looks again at an object that is a
// prototype already: one still fast and not marked to stay fast is normalized
// (JSObject::OptimizeAsPrototype, NormalizeAsPrototype). Object.create,
// Object.setPrototypeOf, __proto__ and a subclass's first instance set a map's
// prototype so; a base class's first instance and a class's superclass
// constructor (InitClassConstructor, which then runs MakePrototypesFast) do not.
const f = (o) => %HasFastProperties(o);
class C { m() {} }
Object.create(C.prototype);
console.log("Object.create of a class prototype", f(C.prototype));
class D { m() {} }
const d = {};
d.__proto__ = D.prototype;
console.log("__proto__ = a class prototype", f(D.prototype));
class Y { m() {} }
Object.setPrototypeOf({}, Y.prototype);
console.log("setPrototypeOf to a class prototype", f(Y.prototype));
class X {}
Object.setPrototypeOf({}, X);
console.log("setPrototypeOf to a class constructor", f(X));
function G() {}
class H extends G {}
console.log("plain superclass", f(G), f(G.prototype), f(H.prototype));
Object.setPrototypeOf({}, G);
Object.create(G);
console.log("plain superclass, then set up again", f(G));
class K { m() {} }
new K();
const k = new K();
k.m();
console.log("a base class's first instance", f(K.prototype));
class L { m() {} }
const l = Object.create(L.prototype);
l.x = 1;
console.log("a store on an Object.create instance", f(L.prototype));
class W { constructor() { this.a = 1; } }
new W();
class V extends W { constructor() { super(); this.b = 2; } }
console.log("superclass prototype after its stores", f(W.prototype));
new V();
console.log("subclass whose constructor stores", f(V.prototype), f(W.prototype));
class N {}
class O extends N {}
class P extends N {}
class Q extends O {}
console.log("a chain of subclasses", f(N), f(N.prototype), f(O), f(O.prototype), f(P.prototype), f(Q.prototype));
new Q();
console.log("the chain after an instance", f(N.prototype), f(O.prototype), f(Q.prototype));
console.log("Object.prototype and Function.prototype", f(Object.prototype), f(Function.prototype));
