// A prototype with methods is made fast by a `this.x = ...` store in the constructor, not by `new` or a method call alone.
function K() {}
K.prototype.a = function () { return 'a'; };
const k = new K();
k.a();
console.log(%HasFastProperties(K.prototype));
function F() { this.x = 1; }
F.prototype.a = function () { return 'a'; };
console.log(%HasFastProperties(F.prototype));
const f = new F();
console.log(%HasFastProperties(F.prototype), f.a());
