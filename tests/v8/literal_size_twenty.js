// A 20-property literal is fast, while 20 keyed stores into {} normalize it.
const a = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11, k12: 12, k13: 13, k14: 14, k15: 15, k16: 16, k17: 17, k18: 18, k19: 19};
const b = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11, k12: 12, k13: 13, k14: 14, k15: 15, k16: 16, k17: 17, k18: 18, k19: 19};
const c = {}; for (let i = 0; i < 20; i++) c['k' + i] = i;
const d = {}; d.k0 = 0; d.k1 = 1; d.k2 = 2; d.k3 = 3; d.k4 = 4; d.k5 = 5; d.k6 = 6; d.k7 = 7; d.k8 = 8; d.k9 = 9;
d.k10 = 10; d.k11 = 11; d.k12 = 12; d.k13 = 13; d.k14 = 14; d.k15 = 15; d.k16 = 16; d.k17 = 17; d.k18 = 18; d.k19 = 19;
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
console.log(%HasFastProperties(c), %HasFastProperties(d), %HaveSameMap(a, d));
console.log(JSON.stringify(c) === JSON.stringify(a));
