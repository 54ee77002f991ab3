// Accessors on dictionary-mode objects stay dictionary; on an Object.create(p) object they stay fast.
const g = function () {};
const d = Object.create(null);
Object.defineProperty(d, 'x', {get: g, enumerable: true});
const p = {};
const c = Object.create(p);
Object.defineProperty(c, 'x', {get: g, enumerable: true});
console.log(%HasFastProperties(d), %HasFastProperties(c), c.x, JSON.stringify(Object.keys(d)));
