// After setPrototypeOf(o, null) a fast object keeps taking named and keyed stores in fast mode up to the usual limits.
const a = {};
Object.setPrototypeOf(a, null);
a.p = 1; a.q = 2; a.r = 3;
const k = 's';
a[k] = 4;
console.log(%HasFastProperties(a), JSON.stringify(Reflect.ownKeys(a)));
const b = {};
Object.setPrototypeOf(b, null);
for (let i = 0; i < 30; i++) b['k' + i] = i;
console.log(%HasFastProperties(b));
