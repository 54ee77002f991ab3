// A prototype made fast by a named store: reconfiguring one of the properties it
// was migrated with normalizes it (they belong to its root map), redefining data
// as an accessor normalizes and then re-optimizes it (ReoptimizeIfPrototype); a
// property added after the migration belongs to the root too (prototype maps
// record no transitions).
const F = o => %HasFastProperties(o);
function fastProto() { const p = {}; p.a = 1; p.b = 2; const c = Object.create(p); c.z = 1; return p; }
const p1 = fastProto(); Object.defineProperty(p1, 'a', {writable: false});
const p2 = fastProto(); Object.defineProperty(p2, 'a', {get: function () {}});
const p3 = fastProto(); Object.freeze(p3);
const p4 = fastProto(); Object.defineProperty(p4, 'g', {get: function () {}, configurable: true});
const f4 = F(p4); Object.defineProperty(p4, 'g', {value: 1});
console.log(F(p1), F(p2), F(p3), f4, F(p4));
const q = {7: 0}; const d = Object.create(q); d.y = 1; q.e = 1;
Object.defineProperty(q, 'e', {writable: false});
console.log(F(q));
// A keyed store through a child re-optimizes a prototype marked "should be fast".
const K = 'x'; d[K] = 1;
console.log(F(q));
// So does an accessor definition on a child.
const r = {__proto__: null, b: 0, x: 1};
const r1 = Object.create(r); const r2 = Object.create(r); r1.a = 1;
Object.defineProperty(r, 'b', {enumerable: false});
const before = F(r);
Object.defineProperty(r2, 'x', {get: function () {}, configurable: true});
console.log(before, F(r));
// Only the direct prototype: a marked grandparent normalized by a reconfiguration
// stays in dictionary mode whatever the child does.
const gp = {a: 1, b: 2}; const mid = Object.create(gp); const kid = Object.create(mid); kid.z = 1;
Object.defineProperty(gp, 'a', {enumerable: false});
Object.defineProperty(kid, 'x', {get: function () {}, configurable: true});
const K2 = 'k'; kid[K2] = 1; kid.w = 1;
console.log(F(gp), F(mid));
