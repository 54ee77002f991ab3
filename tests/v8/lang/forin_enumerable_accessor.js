// Enumerable accessors from a literal appear in for...in; class accessors do not.
const lit = { _v: 1, get v() { return this._v; } };
class C { constructor() { this._v = 2; } get v() { return this._v; } }
const a = [], b = [];
for (const k in lit) a.push(k);
for (const k in new C()) b.push(k);
console.log(a, b, %HasFastProperties(lit));
