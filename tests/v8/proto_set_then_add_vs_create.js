// setPrototypeOf({}, p) plus stores and Object.create(p) plus the same stores end on different maps.
const p = {base: 1};
const a = {};
Object.setPrototypeOf(a, p);
a.x = 1; a.y = 2;
const b = Object.create(p);
b.x = 1; b.y = 2;
console.log(%HaveSameMap(a, b), %HasFastProperties(a), %HasFastProperties(b));
