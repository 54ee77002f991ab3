// Class instances: a double in a field first seen as a Smi splits the map.
class C { constructor(v) { this.v = v; this.w = 'w'; } }
const a = new C(1);
const b = new C(2.5);
const c = new C(3);
console.log(%HaveSameMap(a, b), %HaveSameMap(b, c));
