// Field initializers of a derived class run right after super() returns.
class A { a = 1; constructor() { this.fromA = Object.keys(this).join('|'); } }
class B extends A { b = 2; constructor() { super(); this.fromB = Object.keys(this).join('|'); } }
const b = new B();
console.log(b.fromA, '/', b.fromB, '/', Object.keys(b).join(','));
console.log(%HaveSameMap(b, new B()), %HasFastProperties(b));
