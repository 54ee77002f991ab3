// A named store makes the receiver's prototypes fast unless the receiver's own
// property is an accessor or read-only (V8's generic store stub handles those
// without reaching StoreIC::Store).
const F = o => %HasFastProperties(o);
const p1 = {a: 1}; const c1 = Object.create(p1);
Object.defineProperty(c1, 'y', {get: function () {}, configurable: true}); c1.y = 1;
const p2 = {a: 1}; const c2 = Object.create(p2);
Object.defineProperty(c2, 'y', {value: 1}); c2.y = 2;
const p3 = {a: 1}; const c3 = Object.create(p3);
Object.freeze(c3); c3.y = 2;
const p4 = {a: 1}; const c4 = Object.create(p4);
const K = 'y'; c4[K] = 1; c4.y = 2;
console.log(F(p1), F(p2), F(p3), F(p4));
