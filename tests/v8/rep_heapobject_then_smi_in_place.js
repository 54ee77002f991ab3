// HeapObject to Tagged is in place.
const a = {x: {}}; const b = {x: {}};
b.x = 3;
console.log(%HaveSameMap(a, b));
