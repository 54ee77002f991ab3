// Symbol-keyed properties take map transitions like string keys: two objects
// given the same symbol keys in the same order share a map.
const a = Symbol("a"), b = Symbol("b");
const o1 = {}; o1[a] = 1; o1[b] = 2;
const o2 = {}; o2[a] = 3; o2[b] = 4;
const o3 = {}; o3[b] = 1; o3[a] = 2;
console.log(%HaveSameMap(o1, o2), %HaveSameMap(o1, o3), %HasFastProperties(o1));
console.log(o1, Object.getOwnPropertySymbols(o1), Reflect.ownKeys(o3));
console.log(Object.keys(o1), JSON.stringify(o1), typeof a, String(a), a.description);
const registered = Symbol.for("app.key");
console.log(registered === Symbol.for("app.key"), Symbol.keyFor(registered), Symbol.keyFor(a));
try { a + ""; } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Object(a) == a, Object(a) === a, Object.prototype.toString.call(a));
