// Field initializers run top to bottom before the constructor body; keys follow that order.
const log = [];
class C {
  b = (log.push('b'), 2);
  a = (log.push('a'), 1);
  constructor() { log.push('ctor'); this.c = this.a + this.b; }
}
const c = new C();
console.log(log.join(','), Object.keys(c), c);
console.log(%HaveSameMap(c, new C()));
