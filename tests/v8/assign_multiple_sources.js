// Several sources are applied left to right; later values win but keys keep their first position.
const t = Object.assign({}, {a: 1, b: 2}, {c: 3, a: 4}, {b: 5});
const n = {}; n.a = 4; n.b = 5; n.c = 3;
console.log(JSON.stringify(t), JSON.stringify(Reflect.ownKeys(t)), %HaveSameMap(t, n));
