// Spread copies only enumerable own properties.
const s = {a: 1, b: 2};
Object.defineProperty(s, 'a', {enumerable: false});
const t = {...s};
const n = {}; n.b = 2;
console.log(JSON.stringify(Reflect.ownKeys(t)), JSON.stringify(t), %HaveSameMap(t, n));
