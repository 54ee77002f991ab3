// A spread between literal keys: keys before it come from the boilerplate, later ones are added in order (not the {a: 0} plus stores map).
const s = {m: 1, n: 2};
const a = {a: 0, ...s, z: 9};
const b = {a: 0, ...s, z: 9};
const c = {a: 0}; c.m = 1; c.n = 2; c.z = 9;
console.log(%HasFastProperties(a), %HaveSameMap(a, b), %HaveSameMap(a, c));
console.log(JSON.stringify(Reflect.ownKeys(a)));
const d = {a: 0, ...s, m: 5};
console.log(JSON.stringify(d), JSON.stringify(Reflect.ownKeys(d)));
