// Freezing an object with an accessor keeps it fast; the accessor stays an accessor.
const g = function () {};
const o = {a: 1};
Object.defineProperty(o, 'b', {get: g, enumerable: true, configurable: true});
Object.freeze(o);
o.b = 5;
console.log(%HasFastProperties(o), o.b, JSON.stringify(Object.keys(o)), JSON.stringify(o));
