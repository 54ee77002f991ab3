// Deleting the last property of a 12-property literal stays fast; deleting a middle one of another does not.
const a = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11};
const b = {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11};
delete a.k11;
delete b.k5;
console.log(%HasFastProperties(a), %HasFastProperties(b));
console.log(JSON.stringify(Object.keys(a)), JSON.stringify(Object.keys(b)));
a.k11 = 'back';
console.log(%HasFastProperties(a), a.k11);
