// for...in over a class instance shows fields but not prototype methods (non-enumerable).
class P { constructor() { this.x = 1; this.y = 2; } norm() { return 0; } }
P.prototype.legacy = function () {};
const seen = [];
for (const k in new P()) seen.push(k);
console.log(seen, %HasFastProperties(P.prototype));
