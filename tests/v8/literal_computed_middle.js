// A computed key in the middle of a literal: the root map is sized for all keys, so it matches the plain literal, not {a: 1} plus stores.
const k = 'm';
const a = {a: 1, [k]: 2, z: 3};
const b = {a: 1}; b.m = 2; b.z = 3;
const c = {a: 1, m: 2, z: 3};
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), JSON.stringify(Reflect.ownKeys(a)));
const d = {a: 9, ['m']: 8, z: 7};
console.log(%HaveSameMap(a, d), JSON.stringify(d));
