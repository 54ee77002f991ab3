// Old-style inheritance: Base.call(this) then Object.create(Base.prototype).
function Base(n) { this.name = n; }
Base.prototype.hi = function () { return 'hi ' + this.name; };
function Derived(n, age) { Base.call(this, n); this.age = age; }
Derived.prototype = Object.create(Base.prototype);
Derived.prototype.constructor = Derived;
const d1 = new Derived('a', 1), d2 = new Derived('b', 2);
console.log(d1.hi(), d2 instanceof Base, %HaveSameMap(d1, d2), Object.keys(d1));
console.log(%HaveSameMap(d1, new Base('c')), %HasFastProperties(Derived.prototype));
