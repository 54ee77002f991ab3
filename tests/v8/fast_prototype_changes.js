// A prototype made fast by a named store: reconfiguring one of the properties it
// was migrated with normalizes it (they belong to its root map), redefining data
// as an accessor normalizes and then re-optimizes it (ReoptimizeIfPrototype); a
// property added after the migration belongs to the root too (prototype maps
// record no transitions).
const p1 = {}; p1.a = 1; p1.b = 2; const c1 = Object.create(p1); c1.z = 1; Object.defineProperty(p1, 'a', {writable: false});
const p2 = {}; p2.a = 1; p2.b = 2; const c2 = Object.create(p2); c2.z = 1; Object.defineProperty(p2, 'a', {get: function () {}});
const p3 = {}; p3.a = 1; p3.b = 2; const c3 = Object.create(p3); c3.z = 1; Object.freeze(p3);
const p4 = {}; p4.a = 1; p4.b = 2; const c4 = Object.create(p4); c4.z = 1; Object.defineProperty(p4, 'g', {get: function () {}, configurable: true});
const f4 = %HasFastProperties(p4); Object.defineProperty(p4, 'g', {value: 1});
console.log(%HasFastProperties(p1), %HasFastProperties(p2), %HasFastProperties(p3), f4, %HasFastProperties(p4));
const q = {7: 0}; const d = Object.create(q); d.y = 1; q.e = 1;
Object.defineProperty(q, 'e', {writable: false});
console.log(%HasFastProperties(q));
// A keyed store through a child re-optimizes a prototype marked "should be fast".
const K = 'x'; d[K] = 1;
console.log(%HasFastProperties(q));
// So does an accessor definition on a child.
const r = {__proto__: null, b: 0, x: 1};
const r1 = Object.create(r); const r2 = Object.create(r); r1.a = 1;
Object.defineProperty(r, 'b', {enumerable: false});
const before = %HasFastProperties(r);
Object.defineProperty(r2, 'x', {get: function () {}, configurable: true});
console.log(before, %HasFastProperties(r));
// Only the direct prototype: a marked grandparent normalized by a reconfiguration
// stays in dictionary mode whatever the child does.
const gp = {a: 1, b: 2}; const mid = Object.create(gp); const kid = Object.create(mid); kid.z = 1;
Object.defineProperty(gp, 'a', {enumerable: false});
Object.defineProperty(kid, 'x', {get: function () {}, configurable: true});
const K2 = 'k'; kid[K2] = 1; kid.w = 1;
console.log(%HasFastProperties(gp), %HasFastProperties(mid));
