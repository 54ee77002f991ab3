// Deprecating a map deprecates every map below it: all old objects move on access.
const a = {x: 1}; a.y = 1;
const b = {x: 1}; b.z = 1;
const c = {x: 1};
c.x = 0.5;
console.log(%HaveSameMap(a, b));
a.y; b.z;
const d = {x: 0.5}; d.y = 1;
const e = {x: 0.5}; e.z = 1;
console.log(%HaveSameMap(a, d), %HaveSameMap(b, e));
