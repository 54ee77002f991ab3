// A class definition works out each computed key once, in source order with its methods' keys, and every instance's field takes that key: the fields' initializer does not evaluate it again.
let i = 0;
const log = [];
const key = (name) => { log.push(name); return name + i++; };
class A { [key('f')] = 1; [key('m')]() {} static [key('s')] = 2; [key('g')] = 3; }
console.log(i, log.join(','));
const a = new A(), b = new A();
console.log(i, Object.keys(a), Object.keys(b), Object.keys(A), Object.getOwnPropertyNames(A.prototype));
console.log(%HaveSameMap(a, b), %HasFastProperties(a));
