// Redefining an existing data property as an accessor normalizes; the key keeps its position.
const g = function () {};
const o = {a: 1, b: 2, c: 3};
Object.defineProperty(o, 'b', {get: g});
console.log(%HasFastProperties(o), JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(o), o.b);
