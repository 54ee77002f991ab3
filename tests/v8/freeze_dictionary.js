const a = {__proto__: null, x: 1};
Object.freeze(a);
a.x = 2;
console.log(%HasFastProperties(a), a.x);
