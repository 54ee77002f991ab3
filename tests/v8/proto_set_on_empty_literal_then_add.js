// After setPrototypeOf, an empty object keeps sharing maps with a twin on later stores; a non-empty one does not.
const p = {};
const a = {}; Object.setPrototypeOf(a, p); a.x = 1; a.y = 1;
const b = {}; Object.setPrototypeOf(b, p); b.x = 2; b.y = 2;
const c = {z: 0}; Object.setPrototypeOf(c, p); c.x = 1;
const d = {z: 0}; Object.setPrototypeOf(d, p); d.x = 1;
console.log(%HaveSameMap(a, b), %HaveSameMap(c, d), %HasFastProperties(c));
