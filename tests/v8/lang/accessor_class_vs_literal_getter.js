// Getters on a class prototype keep instances fast; a getter in each object literal makes the literal dictionary.
class P { constructor(x) { this.x = x; } get twice() { return this.x * 2; } }
const lit = (x) => ({ x, get twice() { return this.x * 2; } });
const p = new P(2), l = lit(2);
console.log(p.twice, l.twice, Object.keys(p), Object.keys(l));
console.log(%HasFastProperties(p), %HasFastProperties(l), %HasFastProperties(P.prototype));
