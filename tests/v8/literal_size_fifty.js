// A 50-property literal is fast; 50 named stores stay fast, 50 keyed stores do not.
const a = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11, k12: 12, k13: 13, k14: 14, k15: 15, k16: 16, k17: 17, k18: 18, k19: 19, k20: 20, k21: 21, k22: 22, k23: 23, k24: 24, k25: 25, k26: 26, k27: 27, k28: 28, k29: 29, k30: 30, k31: 31, k32: 32, k33: 33, k34: 34, k35: 35, k36: 36, k37: 37, k38: 38, k39: 39, k40: 40, k41: 41, k42: 42, k43: 43, k44: 44, k45: 45, k46: 46, k47: 47, k48: 48, k49: 49};
const b = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11, k12: 12, k13: 13, k14: 14, k15: 15, k16: 16, k17: 17, k18: 18, k19: 19, k20: 20, k21: 21, k22: 22, k23: 23, k24: 24, k25: 25, k26: 26, k27: 27, k28: 28, k29: 29, k30: 30, k31: 31, k32: 32, k33: 33, k34: 34, k35: 35, k36: 36, k37: 37, k38: 38, k39: 39, k40: 40, k41: 41, k42: 42, k43: 43, k44: 44, k45: 45, k46: 46, k47: 47, k48: 48, k49: 49};
const c = {}; for (let i = 0; i < 50; i++) c['k' + i] = i;
const d = {};
d.k0 = 0; d.k1 = 1; d.k2 = 2; d.k3 = 3; d.k4 = 4; d.k5 = 5; d.k6 = 6; d.k7 = 7; d.k8 = 8; d.k9 = 9;
d.k10 = 10; d.k11 = 11; d.k12 = 12; d.k13 = 13; d.k14 = 14; d.k15 = 15; d.k16 = 16; d.k17 = 17; d.k18 = 18; d.k19 = 19;
d.k20 = 20; d.k21 = 21; d.k22 = 22; d.k23 = 23; d.k24 = 24; d.k25 = 25; d.k26 = 26; d.k27 = 27; d.k28 = 28; d.k29 = 29;
d.k30 = 30; d.k31 = 31; d.k32 = 32; d.k33 = 33; d.k34 = 34; d.k35 = 35; d.k36 = 36; d.k37 = 37; d.k38 = 38; d.k39 = 39;
d.k40 = 40; d.k41 = 41; d.k42 = 42; d.k43 = 43; d.k44 = 44; d.k45 = 45; d.k46 = 46; d.k47 = 47; d.k48 = 48; d.k49 = 49;
console.log(%HasFastProperties(a), %HasFastProperties(b), %HaveSameMap(a, b));
console.log(%HasFastProperties(c), %HasFastProperties(d), %HaveSameMap(a, d));
a.extra = 1; b.extra = 2;
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
