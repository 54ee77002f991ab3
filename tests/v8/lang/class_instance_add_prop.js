// Adding an ad-hoc property to one class instance splits it from its siblings.
class User { constructor(n) { this.name = n; this.age = 0; } }
const u1 = new User('a'), u2 = new User('b'), u3 = new User('c');
u1.admin = true;
console.log(%HaveSameMap(u1, u2), %HaveSameMap(u2, u3));
u3.admin = false;
console.log(%HaveSameMap(u1, u3), %HasFastProperties(u1), u3);
