// An ordinary object with dictionary elements has another map than one without.
const a = {z: 1}; a[5000] = 1;
const b = {z: 1};
const c = {z: 1}; c[9000] = 2;
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HasFastProperties(a));
