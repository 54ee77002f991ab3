// defineProperty adding a key to a non-extensible object throws, while a plain store is silently ignored.
const o = {a: 1};
Object.preventExtensions(o);
o.b = 2;
console.log(JSON.stringify(o), %HasFastProperties(o));
Object.defineProperty(o, 'b', {value: 2});
