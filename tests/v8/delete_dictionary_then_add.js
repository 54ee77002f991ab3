// Once in dictionary mode, deletes and adds keep the object there; key order follows insertion.
const o = {a: 1, b: 2, c: 3};
delete o.a;
o.d = 4; o.a = 5;
delete o.c;
const k = 'e';
o[k] = 6;
console.log(%HasFastProperties(o), JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(o));
