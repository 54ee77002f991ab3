// A store site that cached a Smi field store misses on a double and generalizes.
function set(o, v) { o.x = v; }
const a = {x: 1}; const b = {x: 1};
set(a, 2); set(a, 3); set(b, 4);
set(b, 4.5);
console.log(%HaveSameMap(a, b));
set(a, 5);
console.log(%HaveSameMap(a, b), a.x);
