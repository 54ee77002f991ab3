// Monkey-patching a class prototype after instances exist keeps instances' maps unchanged.
class Box { constructor(v) { this.v = v; } }
const b1 = new Box(1);
const fastBefore = %HasFastProperties(Box.prototype);
Box.prototype.double = function () { return this.v * 2; };
const b2 = new Box(2);
console.log(fastBefore, %HasFastProperties(Box.prototype), %HaveSameMap(b1, b2), b1.double(), b2.double());
