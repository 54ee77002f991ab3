const g = function () {};
const a = {};
Object.defineProperty(a, 'x', {get: g, configurable: true});
Object.defineProperty(a, 'x', {value: 1});
console.log(%HasFastProperties(a), a.x);
