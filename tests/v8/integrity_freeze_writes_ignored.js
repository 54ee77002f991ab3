// On a frozen object writes, adds and deletes are silently ignored in sloppy mode.
const o = {a: 1, b: 'two'};
Object.freeze(o);
o.a = 100;
o.c = 3;
const k = 'b';
o[k] = 'changed';
delete o.a;
console.log(JSON.stringify(o), JSON.stringify(Reflect.ownKeys(o)), %HasFastProperties(o));
