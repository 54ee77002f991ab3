const a = {x: 1, y: 2, z: 3};
delete a.z;
const b = {x: 1, y: 2};
const c = {x: 1, y: 2, z: 3};
delete c.z;
console.log(%HasFastProperties(a), %HaveSameMap(a, b), %HaveSameMap(a, c));
