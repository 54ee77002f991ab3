// Class expressions from one factory produce distinct classes whose instances do not share maps.
function makeClass() { return class { constructor(v) { this.v = v; } }; }
const K1 = makeClass(), K2 = makeClass();
const a = new K1(1), b = new K2(2), c = new K1(3);
console.log(K1 === K2, %HaveSameMap(a, b), %HaveSameMap(a, c), a.v + b.v + c.v);
console.log(typeof K1, K1.name === '', JSON.stringify(K2.name));
