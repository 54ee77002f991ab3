// An empty {__proto__: null} literal is already dictionary-mode and shares its map with Object.create(null).
const a = {__proto__: null};
const b = Object.create(null);
const c = {};
Object.setPrototypeOf(c, null);
console.log(%HasFastProperties(a), %HasFastProperties(b), %HasFastProperties(c));
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c));
console.log(JSON.stringify(Reflect.ownKeys(a)), JSON.stringify(a));
