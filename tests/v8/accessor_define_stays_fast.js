const g = function () {};
const a = {};
Object.defineProperty(a, 'x', {get: g});
const b = {};
Object.defineProperty(b, 'x', {get: g});
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
const c = {};
Object.defineProperty(c, 'x', {get: function () {}});
console.log(%HasFastProperties(c), %HaveSameMap(a, c));
