// Defining getters via closures with Object.defineProperty on objects of the same shape.
function withComputed(o, name, fn) { Object.defineProperty(o, name, { get: fn, enumerable: true }); return o; }
const a = withComputed({ x: 1 }, 'double', function () { return this.x * 2; });
const b = withComputed({ x: 5 }, 'double', function () { return this.x * 2; });
console.log(a.double, b.double, Object.keys(b), %HasFastProperties(a), %HasFastProperties(b), %HaveSameMap(a, b));
