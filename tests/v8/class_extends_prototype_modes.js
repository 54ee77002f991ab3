// Classes are built from boilerplates as prototype maps (Runtime_DefineClass):
// the superclass constructor becomes the subclass constructor's prototype
// without setup mode and is marked to stay fast (InitClassConstructor), while
// the superclass prototype, already a prototype map and not marked to stay
// fast, is normalized again (OptimizeAsPrototype's NormalizeAsPrototype) when
// a subclass is defined or its first instance is made.
class A {}
class B extends A {}
console.log(%HasFastProperties(A), %HasFastProperties(A.prototype), %HasFastProperties(B.prototype));
class C { static s() {} }
class D extends C {}
console.log(%HasFastProperties(C), %HasFastProperties(C.prototype));
class E { m() {} }
class H extends E { static t = 1; }
console.log(%HasFastProperties(H), %HasFastProperties(E));
new H();
console.log(%HasFastProperties(H.prototype), %HasFastProperties(E.prototype));
