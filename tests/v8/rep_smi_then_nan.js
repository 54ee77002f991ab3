// NaN is a double: the Smi field becomes Double on a new map.
const a = {x: 7}; const b = {x: 8};
b.x = NaN;
console.log(%HaveSameMap(a, b));
