// A getter with an empty body returns undefined; the property is listed but JSON.stringify drops it.
const g = function () {};
const o = {a: 1};
Object.defineProperty(o, 'b', {get: g, enumerable: true});
console.log(o.b, %HasFastProperties(o));
console.log(JSON.stringify(Object.keys(o)), JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(o));
