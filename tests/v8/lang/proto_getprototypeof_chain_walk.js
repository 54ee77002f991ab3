// Walking a prototype chain of class instances with Object.getPrototypeOf.
class A {} class B extends A {} class C extends B {}
const names = [];
for (let p = new C(); p !== null; p = Object.getPrototypeOf(p)) names.push(p.constructor.name);
console.log(names.join(' > '));
console.log(%HaveSameMap(new A(), new B()), %HaveSameMap(new C(), new C()));
