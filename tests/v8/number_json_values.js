// JSON.stringify prints number values like console.log except -0; object keys from numbers use ToString.
const o = {a: 1e21, b: 1e-7, c: 0.30000000000000004, d: -5, e: 9007199254740992};
console.log(JSON.stringify(o));
const k = 1e-7;
const p = {};
p[k] = 1;
p[0.1 + 0.2] = 2;
console.log(JSON.stringify(Reflect.ownKeys(p)));
