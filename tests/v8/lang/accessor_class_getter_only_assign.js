// Assigning to a getter-only accessor: ignored in sloppy code, TypeError in strict code (class bodies are strict).
class Circle {
  constructor(r) { this.r = r; }
  get area() { return Math.round(Math.PI * this.r * this.r); }
  grow() { this.area = 0; }
}
const c = new Circle(2);
const o = Object.create(Circle.prototype); o.r = 1;
o.area = 5;
console.log(c.area, o.area, Object.keys(o));
try { c.grow(); } catch (e) { console.log(e.name + ': ' + e.message); }
console.log(%HasFastProperties(o), %HaveSameMap(c, new Circle(9)), %HasFastProperties(Circle.prototype));
