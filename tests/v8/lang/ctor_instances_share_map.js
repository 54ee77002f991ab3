// Instances of one constructor with this.x assignments share a map and stay fast.
function Point(x, y) { this.x = x; this.y = y; }
const a = new Point(1, 2), b = new Point(3, 4);
console.log(%HaveSameMap(a, b), %HasFastProperties(a), a, Object.keys(b));
const lit = { x: 1, y: 2 };
console.log(%HaveSameMap(a, lit), a instanceof Point);
