// Two objects given the same integrity level share maps; different levels do not.
const a = {k: 1, j: 2}; Object.freeze(a);
const b = {k: 3, j: 4}; Object.freeze(b);
const c = {k: 1, j: 2}; Object.seal(c);
const d = {k: 1, j: 2}; Object.seal(d);
const e = {k: 1, j: 2}; Object.preventExtensions(e);
const f = {k: 1, j: 2}; Object.preventExtensions(f);
console.log(%HaveSameMap(a, b), %HaveSameMap(c, d), %HaveSameMap(e, f));
console.log(%HaveSameMap(a, c), %HaveSameMap(c, e), %HaveSameMap(a, e));
