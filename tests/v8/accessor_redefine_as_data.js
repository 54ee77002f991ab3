// A configurable accessor redefined with a value becomes a data property and the object stays fast.
const g = function () {};
const o = {a: 1};
Object.defineProperty(o, 'b', {get: g, enumerable: true, configurable: true});
console.log(o.b, JSON.stringify(o));
Object.defineProperty(o, 'b', {value: 'data', writable: true});
console.log(o.b, JSON.stringify(o), %HasFastProperties(o));
o.b = 'written';
console.log(o.b, JSON.stringify(Object.keys(o)));
