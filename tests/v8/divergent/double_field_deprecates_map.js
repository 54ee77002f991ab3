// Field representations: storing a double into a field that held small integers
// changes its representation (Smi -> Double), which V8 does by deprecating the
// map; the model has no representations, so the two objects keep sharing a map.
const a = {x: 1};
const b = {x: 1};
b.x = 1.5;
console.log(%HaveSameMap(a, b));
