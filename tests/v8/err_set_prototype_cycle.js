// setPrototypeOf that would make a prototype cycle throws a TypeError.
const a = {name: 'a'};
const b = Object.create(a);
const c = Object.create(b);
console.log(Object.getPrototypeOf(c) === b, Object.getPrototypeOf(b) === a);
Object.setPrototypeOf(a, c);
