// `**` yields a heap number even for integral results, so storing it generalises a Smi field to double; Math.pow does not.
const a = { n: 5 }, twinA = { n: 1 };
a.n **= 2;
const b = { p: 5 }, twinB = { p: 1 };
b.p = b.p ** 2;
const c = { m: 5 }, twinC = { m: 1 };
c.m = Math.pow(c.m, 2);
const d = { k: 6 }, twinD = { k: 1 };
d.k = d.k / 2;
console.log(a.n, b.p, c.m, d.k);
console.log(%HaveSameMap(a, twinA), %HaveSameMap(b, twinB), %HaveSameMap(c, twinC), %HaveSameMap(d, twinD));
