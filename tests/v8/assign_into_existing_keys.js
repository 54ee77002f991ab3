// Assigning only existing keys into a literal keeps its map; a new key extends it like a store.
const t = {a: 1, b: 2};
Object.assign(t, {b: 20, a: 10});
const u = {a: 1, b: 2};
console.log(%HaveSameMap(t, u), JSON.stringify(t));
Object.assign(t, {c: 30});
u.c = 3;
console.log(%HaveSameMap(t, u), JSON.stringify(Reflect.ownKeys(t)));
