// Class methods live on a prototype that is fast; methods are non-enumerable.
class Shape {
  area() { return 0; }
  describe() { return 'shape with area ' + this.area(); }
}
console.log(%HasFastProperties(Shape.prototype), Object.keys(Shape.prototype));
console.log(Object.getOwnPropertyNames(Shape.prototype).join(','));
console.log(new Shape().describe());
