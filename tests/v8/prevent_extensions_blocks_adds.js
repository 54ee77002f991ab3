const o = {a: 1};
Object.preventExtensions(o);
o.b = 2;
o['c'] = 3;
console.log(JSON.stringify(Reflect.ownKeys(o)), %HasFastProperties(o));
