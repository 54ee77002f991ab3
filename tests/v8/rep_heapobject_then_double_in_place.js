// HeapObject plus Double generalizes to Tagged, in place.
const a = {x: 'a'}; const b = {x: 'b'};
b.x = 0.25;
console.log(%HaveSameMap(a, b));
