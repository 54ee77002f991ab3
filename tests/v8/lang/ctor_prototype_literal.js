// F.prototype = {...} then new F(): instances share a map and inherit methods; the prototype is fast after use.
function F(v) { this.v = v; }
F.prototype = { get2() { return this.v * 2; }, kind: 'F' };
const a = new F(1), b = new F(2);
console.log(%HaveSameMap(a, b), a.get2(), b.get2(), a.kind, a.constructor === Object);
console.log(%HasFastProperties(F.prototype), Object.keys(F.prototype));
