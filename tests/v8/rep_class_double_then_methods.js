// Instances with methods on the prototype split only on their fields.
class V { constructor(x, y) { this.x = x; this.y = y; } len() { return this.x + this.y; } }
const a = new V(1, 2);
const b = new V(0.5, 2);
console.log(%HaveSameMap(a, b), a.len(), %HaveSameMap(a, b));
