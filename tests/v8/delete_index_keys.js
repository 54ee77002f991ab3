// Deleting index keys (elements) never changes the map and keeps the object fast.
const o = {x: 1, 0: 'a', 1: 'b', 2: 'c'};
const p = {x: 1, 0: 'a', 1: 'b', 2: 'c'};
delete o[1];
delete o['2'];
console.log(%HasFastProperties(o), %HaveSameMap(o, p), JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(o));
const q = {}; q[0] = 1; q[5] = 2; q.y = 1;
delete q[0];
console.log(%HasFastProperties(q), JSON.stringify(Reflect.ownKeys(q)));
