// Object.setPrototypeOf(instance, Other.prototype) changes behaviour and map.
class Cat { speak() { return 'meow'; } }
class Dog { speak() { return 'woof'; } }
const c = new Cat(), c2 = new Cat();
Object.setPrototypeOf(c, Dog.prototype);
console.log(c.speak(), c instanceof Dog, c instanceof Cat, %HaveSameMap(c, c2), %HaveSameMap(c, new Dog()));
