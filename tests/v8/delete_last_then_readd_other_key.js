// After a rollback, adding a different key makes a new branch from the shorter map.
const a = {}; a.p = 1; a.q = 2;
delete a.q;
a.r = 3;
const b = {}; b.p = 1; b.r = 3;
console.log(%HasFastProperties(a), %HaveSameMap(a, b), JSON.stringify(a));
