// Object.create(null) plus many named stores stays in dictionary mode; a spread copy is fast again.
const a = Object.create(null);
a.k0 = 0; a.k1 = 1; a.k2 = 2; a.k3 = 3; a.k4 = 4; a.k5 = 5; a.k6 = 6; a.k7 = 7; a.k8 = 8; a.k9 = 9;
a.k10 = 10; a.k11 = 11; a.k12 = 12; a.k13 = 13; a.k14 = 14; a.k15 = 15; a.k16 = 16; a.k17 = 17; a.k18 = 18; a.k19 = 19;
a.k20 = 20; a.k21 = 21; a.k22 = 22; a.k23 = 23; a.k24 = 24;
const b = {...a};
console.log(%HasFastProperties(a), %HasFastProperties(b), Object.getPrototypeOf(b) === Object.prototype);
console.log(JSON.stringify(Object.keys(b)) === JSON.stringify(Object.keys(a)));
