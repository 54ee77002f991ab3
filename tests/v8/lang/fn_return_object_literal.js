// Objects returned from the same literal site in a function share a map.
function point(x, y) { return { x, y }; }
function point2(x, y) { return { x: x, y: y }; }
const a = point(1, 2), b = point(3, 4), c = point2(5, 6);
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), a, c);
const d = point(1.5, 2);
console.log(%HaveSameMap(a, d), JSON.stringify(d));
