// F.prototype.method = ... many times: is the prototype fast before and after the first `new`?
function F() { this.a = 1; }
for (let i = 0; i < 12; i++) F.prototype['m' + i] = function () { return i; };
console.log(%HasFastProperties(F.prototype));
const f = new F();
console.log(%HasFastProperties(F.prototype), f.m3(), f.m11());
const g = new F();
console.log(%HasFastProperties(F.prototype), %HaveSameMap(f, g));
