// Whether a named store reaches StoreIC::Store (and so makes prototypes fast)
// depends on V8's field constness: a store to a const field goes to the runtime,
// one to a mutable field (made mutable by an earlier store of a different value)
// stays in the stub; an add along an existing transition stays in the stub too.
const K = 'q';
const p1 = {a: 1}; const c1 = {}; Object.setPrototypeOf(c1, p1); c1[K] = 1;
const c1b = {}; Object.setPrototypeOf(c1b, p1); c1b.q = 1;
const p2 = {a: 1}; const c2 = {}; Object.setPrototypeOf(c2, p2); c2[K] = 1; c2.q = 1;
const p3 = {a: 1}; const c3 = {}; Object.setPrototypeOf(c3, p3); c3[K] = 1; c3.q = 2;
const p4 = {a: 1}; const c4 = {}; Object.setPrototypeOf(c4, p4); c4[K] = 1; c4[K] = 2; c4.q = 3;
console.log(%HasFastProperties(p1), %HasFastProperties(p2), %HasFastProperties(p3), %HasFastProperties(p4));
