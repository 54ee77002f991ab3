// A named store makes the receiver's prototypes fast unless the receiver is in
// dictionary mode or its own property is an accessor or read-only (V8's generic
// store stub completes those without reaching StoreIC::Store).
const p1 = {a: 1}; const c1 = Object.create(p1);
Object.defineProperty(c1, 'y', {get: function () {}, configurable: true}); c1.y = 1;
const p2 = {a: 1}; const c2 = Object.create(p2);
Object.defineProperty(c2, 'y', {value: 1}); c2.y = 2;
const p3 = {a: 1}; const c3 = Object.create(p3);
Object.freeze(c3); c3.y = 2;
const p4 = {a: 1}; const c4 = Object.create(p4);
const K = 'y'; c4[K] = 1; c4.y = 2;
console.log(%HasFastProperties(p1), %HasFastProperties(p2), %HasFastProperties(p3), %HasFastProperties(p4));
// Dictionary-mode receivers never do; c7 and c8 do it with their first store
// (c7.q, c8.q), while still fast.
const p5 = {a: 1}; const c5 = Object.create(null); Object.setPrototypeOf(c5, p5); c5.y = 1;
const p6 = {a: 1}; const c6 = {}; c6.q = 1; c6.r = 2; delete c6.q; Object.setPrototypeOf(c6, p6); c6.y = 1;
const p7 = {a: 1}; const c7 = Object.create(p7); c7.q = 1; c7.r = 2; delete c7.q; c7.y = 1;
const p8 = {a: 1}; const c8 = {}; Object.setPrototypeOf(c8, p8); c8.q = 1; c8.r = 2; delete c8.q; c8.y = 1;
console.log(%HasFastProperties(p5), %HasFastProperties(p6), %HasFastProperties(p7), %HasFastProperties(p8));
// A non-extensible dictionary receiver cannot take an add in the stub, so the
// store reaches the runtime after all.
const p9 = {a: 1}; const c9 = Object.create(null); Object.setPrototypeOf(c9, p9);
Object.preventExtensions(c9); c9.y = 1;
console.log(%HasFastProperties(p9));
