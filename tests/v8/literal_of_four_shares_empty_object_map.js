// The literal map cache's slot 4 holds the Object function's initial map, so a
// 4-property literal shares {}'s tree; a literal with only index keys (count 0)
// starts from it too. Other sizes get their own root.
const a = {1: 1}; const b = {}; b[1] = 1;
console.log(%HaveSameMap(a, b));
a.x = 1; b.x = 1;
console.log(%HaveSameMap(a, b));
const c = {a: 1, b: 2, c: 3, d: 4}; const d = {}; d.a = 1; d.b = 2; d.c = 3; d.d = 4;
console.log(%HaveSameMap(c, d));
const e = {a: 1, b: 2, c: 3}; const f = {}; f.a = 1; f.b = 2; f.c = 3;
console.log(%HaveSameMap(e, f));
const g = {a: 1, b: 2, c: 3, d: 4, e: 5}; const h = {}; h.a = 1; h.b = 2; h.c = 3; h.d = 4; h.e = 5;
console.log(%HaveSameMap(g, h));
