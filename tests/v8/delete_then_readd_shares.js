const o = {}; o.a = 1; o.b = 2; o.c = 3; o.d = 4; o.e = 5;
delete o.e;
o.e = 5;
const p = {}; p.a = 1; p.b = 2; p.c = 3; p.d = 4; p.e = 5;
console.log(%HasFastProperties(o), %HaveSameMap(o, p));
