// The same getter and setter pair defined on twin objects shares one map; a different pair for the same key normalizes.
const g = function () {};
const s = function () {};
const a = {x: 1};
const b = {x: 1};
Object.defineProperty(a, 'y', {get: g, set: s});
Object.defineProperty(b, 'y', {get: g, set: s});
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
const c = {x: 1};
Object.defineProperty(c, 'y', {get: s, set: g});
console.log(%HasFastProperties(c), %HaveSameMap(a, c), JSON.stringify(Reflect.ownKeys(c)), JSON.stringify(Object.keys(c)));
