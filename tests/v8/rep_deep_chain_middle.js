// A double in the middle of a long chain splits there; the prefix stays shared.
function mk(v) { const o = {}; o.a = 1; o.b = 2; o.c = v; o.d = 4; o.e = 5; return o; }
const x = mk(3);
const y = mk(3.5);
console.log(%HaveSameMap(x, y));
x.a;
console.log(%HaveSameMap(x, y));
