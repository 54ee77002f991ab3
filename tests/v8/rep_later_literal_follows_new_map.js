// After a deprecation, new objects of the same literal take the updated map.
function make(v) { return {x: v, y: 'k'}; }
const a = make(1);
const b = make(0.5);
const c = make(2);
console.log(%HaveSameMap(a, b), %HaveSameMap(b, c), %HaveSameMap(a, c));
