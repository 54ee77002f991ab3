// A three-level class chain: each level's instances have their own map; methods resolve through the chain.
class A { constructor() { this.a = 1; } who() { return 'A'; } }
class B extends A { constructor() { super(); this.b = 2; } }
class C extends B { constructor() { super(); this.c = 3; } who() { return 'C>' + super.who(); } }
const a = new A(), b = new B(), c = new C();
console.log(c.who(), b.who(), Object.keys(c).join(''));
console.log(%HaveSameMap(a, b), %HaveSameMap(b, c), %HaveSameMap(c, new C()));
console.log(%HasFastProperties(B.prototype), Object.getPrototypeOf(C) === B);
