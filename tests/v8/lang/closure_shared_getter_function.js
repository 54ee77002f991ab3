// Defining a getter with one shared function on two same-shaped objects keeps them on one map.
function getDouble() { return this.x * 2; }
const a = { x: 1 }, b = { x: 5 };
Object.defineProperty(a, 'double', { get: getDouble, enumerable: true });
Object.defineProperty(b, 'double', { get: getDouble, enumerable: true });
console.log(a.double, b.double, %HasFastProperties(a), %HasFastProperties(b), %HaveSameMap(a, b));
