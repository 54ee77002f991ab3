// Replacing a getter with a data property via defineProperty on a class instance.
class C { get v() { return 1; } }
const c = new C(), d = new C();
Object.defineProperty(c, 'v', { value: 2, writable: true, enumerable: true, configurable: true });
console.log(c.v, d.v, Object.keys(c), %HaveSameMap(c, d), %HasFastProperties(c));
