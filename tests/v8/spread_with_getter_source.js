// Spread reads a getter (undefined) and copies it as a data property.
const g = function () {};
const s = {a: 1};
Object.defineProperty(s, 'b', {get: g, enumerable: true});
const t = {...s};
const n = {}; n.a = 1; n.b = 2;
console.log(t.b, JSON.stringify(Reflect.ownKeys(t)), JSON.stringify(t), %HaveSameMap(t, n));
