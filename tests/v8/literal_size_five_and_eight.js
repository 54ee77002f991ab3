// 5- and 8-property literals get their own root maps: they share with equal literals only.
const a = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4};
const b = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4};
const c = {}; c.k0 = 0; c.k1 = 1; c.k2 = 2; c.k3 = 3; c.k4 = 4;
const d = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7};
const e = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7};
const f = {}; for (let i = 0; i < 8; i++) f['k' + i] = i;
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HasFastProperties(c));
console.log(%HaveSameMap(d, e), %HaveSameMap(d, f), %HasFastProperties(f));
console.log(JSON.stringify(d));
