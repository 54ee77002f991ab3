// Deleting every property from the last to the first rolls back all the way to {}'s map.
const o = {}; o.a = 1; o.b = 2; o.c = 3;
delete o.c; delete o.b; delete o.a;
console.log(%HasFastProperties(o), %HaveSameMap(o, {}), JSON.stringify(o));
const p = {a: 1, b: 2};
delete p.b; delete p.a;
console.log(%HasFastProperties(p), %HaveSameMap(p, {}), JSON.stringify(Reflect.ownKeys(p)));
