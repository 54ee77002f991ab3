// Primitive sources: strings contribute index keys per character; numbers, booleans, null and undefined nothing.
const a = Object.assign({}, 'abc');
const b = Object.assign({}, 42, true, null, undefined);
const c = Object.assign({z: 0}, null, 'hi', undefined);
console.log(JSON.stringify(a), JSON.stringify(Reflect.ownKeys(a)), %HaveSameMap(a, {}));
console.log(JSON.stringify(b), %HaveSameMap(b, {}), JSON.stringify(c));
