// Reflect.construct and Reflect.apply; Reflect.construct instances share the constructor's map.
function P(x) { this.x = x; }
const a = Reflect.construct(P, [1]), b = new P(2);
console.log(a, %HaveSameMap(a, b), Reflect.apply(Math.max, null, [3, 9, 2]));
console.log(Reflect.getPrototypeOf(a) === P.prototype, Reflect.isExtensible(a));
