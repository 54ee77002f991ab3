// Objects used as prototypes keep their own maps through field changes.
const p = {v: 1};
const o = Object.create(p);
p.v = 2.5;
console.log(o.v, %HasFastProperties(p));
const q = {v: 1};
console.log(%HaveSameMap(q, {v: 3}));
