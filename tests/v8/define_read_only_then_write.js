// A read-only property ignores writes in sloppy mode, by named and keyed stores alike.
const o = {};
Object.defineProperty(o, 'ro', {value: 'fixed', writable: false, enumerable: true, configurable: true});
o.ro = 'changed';
const k = 'ro';
o[k] = 'changed again';
console.log(o.ro, JSON.stringify(o), %HasFastProperties(o));
Object.defineProperty(o, 'ro', {writable: true});
o.ro = 'now writable';
console.log(o.ro, %HasFastProperties(o));
