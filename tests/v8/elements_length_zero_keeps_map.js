// Setting length to 0 keeps the kind and the map.
const a = [1, 2]; a.x = 1;
const b = [1, 2]; b.x = 1; b.length = 0;
console.log(%HaveSameMap(a, b));
