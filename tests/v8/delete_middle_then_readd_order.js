// A non-last delete normalizes; re-adding the key puts it at the end of the key order.
const o = {a: 1, b: 2, c: 3, d: 4};
delete o.b;
o.b = 'new';
console.log(%HasFastProperties(o), JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(o));
const p = {a: 1, b: 2, c: 3, d: 4};
console.log(%HaveSameMap(o, p));
