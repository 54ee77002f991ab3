// delete o[k] of the last-added property rolls back like delete o.k.
const k = 'y';
const a = {}; a.x = 1; a.y = 2;
delete a[k];
const b = {}; b.x = 1;
console.log(%HasFastProperties(a), %HaveSameMap(a, b), JSON.stringify(Reflect.ownKeys(a)));
const c = {}; c.x = 1; c.y = 2;
delete c['x'];
console.log(%HasFastProperties(c), JSON.stringify(Reflect.ownKeys(c)));
