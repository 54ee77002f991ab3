// defineProperty on an existing ordinary property keeps the omitted flags (all true) and the map.
const o = {a: 1, b: 2};
Object.defineProperty(o, 'a', {value: 10});
o.a = 11;
const p = {a: 1, b: 2};
console.log(o.a, JSON.stringify(Object.keys(o)), %HaveSameMap(o, p), %HasFastProperties(o));
delete o.b;
delete o.a;
console.log(JSON.stringify(o));
