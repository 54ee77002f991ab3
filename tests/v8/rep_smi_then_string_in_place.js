// A Smi field that gets a string generalizes to Tagged in place: both objects keep one map.
const a = {x: 1}; const b = {x: 2};
b.x = 'str';
console.log(%HaveSameMap(a, b), a.x, b.x);
