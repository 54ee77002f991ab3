// A point type whose x first holds integers and then a fraction: the double deprecates the Smi maps, new points take the double map, and an old point moves to it when touched.
function Point(x, y) { this.x = x; this.y = y; }
const old = new Point(1, 2);
const half = new Point(0.5, 2);
console.log(%HaveSameMap(old, half));
const later = new Point(3, 4);
console.log(%HaveSameMap(half, later));
old.y = 5;
console.log(%HaveSameMap(old, half), old.x, old.y);
old.x = 'left';
console.log(%HaveSameMap(old, half), %HaveSameMap(old, later));
