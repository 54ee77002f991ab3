const a = {x: 1};
Object.defineProperty(a, 'x', {get: function () {}});
console.log(%HasFastProperties(a), JSON.stringify(Reflect.ownKeys(a)));
