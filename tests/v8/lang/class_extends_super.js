// Subclass instances: base fields are added first, then subclass fields; maps differ from the base.
class Animal { constructor(name) { this.name = name; } speak() { return this.name + ' makes a sound'; } }
class Dog extends Animal {
  constructor(name) { super(name); this.tricks = []; }
  speak() { return super.speak() + ' (woof)'; }
}
const d1 = new Dog('rex'), d2 = new Dog('fido'), a = new Animal('cat');
console.log(d1.speak(), Object.keys(d1));
console.log(%HaveSameMap(d1, d2), %HaveSameMap(d1, a), d1 instanceof Animal);
console.log(%HasFastProperties(Dog.prototype), %HasFastProperties(Animal.prototype));
