// Prototype methods added one by one; calling a method makes the prototype fast again.
function Vec(x, y) { this.x = x; this.y = y; }
Vec.prototype.add = function (o) { return new Vec(this.x + o.x, this.y + o.y); };
Vec.prototype.len2 = function () { return this.x * this.x + this.y * this.y; };
Vec.prototype.toString = function () { return '(' + this.x + ',' + this.y + ')'; };
console.log(%HasFastProperties(Vec.prototype));
const v = new Vec(1, 2).add(new Vec(3, 4));
console.log(String(v), v.len2(), %HasFastProperties(Vec.prototype));
console.log(%HaveSameMap(v, new Vec(0, 0)));
