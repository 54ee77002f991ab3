// A keyed add that follows a transition an earlier named chain created does not check the limit.
const a = {};
a.k0 = 0; a.k1 = 1; a.k2 = 2; a.k3 = 3; a.k4 = 4; a.k5 = 5; a.k6 = 6; a.k7 = 7; a.k8 = 8; a.k9 = 9;
a.k10 = 10; a.k11 = 11; a.k12 = 12; a.k13 = 13; a.k14 = 14; a.k15 = 15; a.k16 = 16; a.k17 = 17; a.k18 = 18; a.k19 = 19;
a.k20 = 20; a.k21 = 21; a.k22 = 22; a.k23 = 23;
const b = {};
for (let i = 0; i < 24; i++) b['k' + i] = i;
const c = {};
for (let i = 0; i < 24; i++) c['m' + i] = i;
console.log(%HasFastProperties(a), %HasFastProperties(b), %HaveSameMap(a, b), %HasFastProperties(c));
