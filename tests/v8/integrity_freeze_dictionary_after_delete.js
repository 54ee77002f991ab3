// Freezing a dictionary-mode object (after a non-last delete) keeps it dictionary; writes are ignored.
const o = {a: 1, b: 2, c: 3};
delete o.a;
Object.freeze(o);
o.b = 20;
o.d = 4;
console.log(%HasFastProperties(o), JSON.stringify(o));
const p = {a: 1, b: 2, c: 3};
delete p.a;
Object.freeze(p);
console.log(%HaveSameMap(o, p));
