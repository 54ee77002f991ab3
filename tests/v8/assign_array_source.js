// An array source contributes its elements as index keys (not length).
const t = Object.assign({}, ['x', 'y']);
const u = Object.assign({k: 1}, [7]);
console.log(JSON.stringify(Reflect.ownKeys(t)), JSON.stringify(t), %HaveSameMap(t, {}));
console.log(JSON.stringify(Reflect.ownKeys(u)), JSON.stringify(u), %HaveSameMap(u, {k: 1}));
