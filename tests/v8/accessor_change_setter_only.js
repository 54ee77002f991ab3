// Redefining only the setter of an existing accessor keeps the getter; the object goes dictionary.
const g = function () {};
const s1 = function () {};
const s2 = function () {};
const o = {};
Object.defineProperty(o, 'x', {get: g, set: s1, configurable: true, enumerable: true});
const f1 = %HasFastProperties(o);
Object.defineProperty(o, 'x', {set: s2});
console.log(f1, %HasFastProperties(o), o.x, JSON.stringify(Object.keys(o)));
