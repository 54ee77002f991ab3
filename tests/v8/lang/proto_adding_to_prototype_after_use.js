// Adding to a prototype after instances exist: lookups see it, instance maps stay the same.
function F() { this.v = 1; }
const f = new F();
const g = new F();
F.prototype.extra = 'late';
F.prototype.fn = function () { return this.v + 1; };
console.log(f.extra, g.fn(), %HaveSameMap(f, g), %HaveSameMap(f, new F()));
console.log(%HasFastProperties(F.prototype), Object.keys(F.prototype));
