// Instances of a class with public fields share a map and are fast.
class Point { x = 0; y = 0; }
const a = new Point(), b = new Point();
b.x = 5;
console.log(%HaveSameMap(a, b), %HasFastProperties(a), a, b);
