// Two branches from one map: a double in one branch does not deprecate the other.
const a = {p: 1}; a.q = 1;
const b = {p: 1}; b.r = 1;
const c = {p: 1}; c.q = 1.5;
console.log(%HaveSameMap(a, c));
const d = {p: 1}; d.r = 2;
console.log(%HaveSameMap(b, d));
