// Constructors: 50,000 objects from a function constructor and as many from a
// class, each read back through a method.
function Point(x, y) {
  this.x = x;
  this.y = y;
}
class Vec {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  sum() {
    return this.x + this.y;
  }
}
let total = 0;
for (let i = 0; i < 50000; i++) {
  const p = new Point(i, 1);
  const v = new Vec(p.x, p.y);
  total = (total + v.sum()) % 1000003;
}
console.log(total);
