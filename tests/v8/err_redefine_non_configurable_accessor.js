// A non-configurable accessor cannot be turned into a data property.
const g = function () {};
const o = {};
Object.defineProperty(o, 'x', {get: g});
console.log(o.x, JSON.stringify(Reflect.ownKeys(o)), %HasFastProperties(o));
Object.defineProperty(o, 'x', {value: 1});
