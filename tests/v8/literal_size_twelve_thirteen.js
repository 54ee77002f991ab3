// Literals with 12 and 13 properties stay fast; a keyed loop of 12/13 stores into {} stays fast too.
const a = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11};
const b = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11, k12: 12};
const c = {}; for (let i = 0; i < 12; i++) c['k' + i] = i;
const d = {}; for (let i = 0; i < 13; i++) d['k' + i] = i;
console.log(%HasFastProperties(a), %HasFastProperties(b), %HasFastProperties(c), %HasFastProperties(d));
console.log(%HaveSameMap(a, c), %HaveSameMap(b, d), %HaveSameMap(c, d));
console.log(JSON.stringify(Object.keys(b)));
