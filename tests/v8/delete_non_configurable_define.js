// A property defined with defineProperty defaults to non-configurable: delete (sloppy mode) silently keeps it.
const o = {a: 1};
Object.defineProperty(o, 'b', {value: 2, enumerable: true});
delete o.b;
console.log(JSON.stringify(o), %HasFastProperties(o));
Object.defineProperty(o, 'c', {value: 3, configurable: true});
delete o.c;
console.log(JSON.stringify(Reflect.ownKeys(o)), %HasFastProperties(o));
