// preventExtensions on Object.create(null) keeps it dictionary; adds are ignored.
const o = Object.create(null);
o.a = 1;
Object.preventExtensions(o);
o.b = 2;
console.log(%HasFastProperties(o), JSON.stringify(o));
const p = {};
Object.preventExtensions(p);
p.b = 2;
console.log(%HasFastProperties(p), JSON.stringify(Reflect.ownKeys(p)));
