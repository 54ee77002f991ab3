// A sealed object takes writes to existing properties but no adds or deletes.
const o = {a: 1, b: 2};
Object.seal(o);
o.a = 10;
o.z = 26;
delete o.b;
console.log(JSON.stringify(o), %HasFastProperties(o));
const p = {a: 1, b: 2};
Object.seal(p);
console.log(%HaveSameMap(o, p));
