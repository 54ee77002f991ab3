// structuredClone skips non-enumerable properties and turns accessors into data properties (the getter's value).
const g = function () {};
const o = {a: 1};
Object.defineProperty(o, 'hidden', {value: 2});
Object.defineProperty(o, 'acc', {get: g, enumerable: true});
const c = structuredClone(o);
console.log(JSON.stringify(Reflect.ownKeys(c)), c.acc, JSON.stringify(c));
