// Object.assign copies only enumerable own properties; the copy does not share the source's map.
const src = {a: 1};
Object.defineProperty(src, 'hidden', {value: 2});
src.c = 3;
const t = Object.assign({}, src);
const n = {}; n.a = 1; n.c = 3;
console.log(JSON.stringify(Reflect.ownKeys(src)), JSON.stringify(Reflect.ownKeys(t)), %HaveSameMap(t, n));
