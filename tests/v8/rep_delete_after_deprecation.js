// delete of the last property of a migrated object rolls back to the new chain.
const a = {x: 1, y: 2}; const b = {x: 1, y: 2};
b.x = 0.5;
delete a.y;
const c = {x: 0.25};
console.log(%HasFastProperties(a), %HaveSameMap(a, c));
