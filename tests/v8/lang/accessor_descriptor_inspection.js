// Inspecting accessor descriptors from literals and classes.
const lit = { get a() { return 1; }, set b(v) {} };
class K { get c() { return 3; } }
const da = Object.getOwnPropertyDescriptor(lit, 'a');
const db = Object.getOwnPropertyDescriptor(lit, 'b');
const dc = Object.getOwnPropertyDescriptor(K.prototype, 'c');
console.log(typeof da.get, da.set, typeof db.set, db.get, da.enumerable, dc.enumerable, 'value' in da);
console.log(%HasFastProperties(lit), %HasFastProperties(K.prototype), %HaveSameMap(da, dc), %HaveSameMap(da, { value: 1, writable: true, enumerable: true, configurable: true }));
