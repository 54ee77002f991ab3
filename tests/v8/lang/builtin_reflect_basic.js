// Reflect.has/get/set/ownKeys/deleteProperty/defineProperty return values.
const o = { a: 1, b: 2 };
console.log(Reflect.has(o, 'a'), Reflect.get(o, 'b'), Reflect.set(o, 'c', 3), Reflect.ownKeys(o));
console.log(Reflect.deleteProperty(o, 'a'), Reflect.defineProperty(o, 'd', { value: 4 }), o);
console.log(%HasFastProperties(o));
Object.freeze(o);
console.log(Reflect.set(o, 'b', 9), Reflect.deleteProperty(o, 'b'), o.b);
