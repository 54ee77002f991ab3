// Making an existing property non-enumerable hides it from Object.keys and JSON.stringify but not from Reflect.ownKeys.
const o = {a: 1, b: 2, c: 3};
Object.defineProperty(o, 'a', {enumerable: false});
console.log(JSON.stringify(Object.keys(o)), JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(o));
console.log(%HasFastProperties(o));
Object.defineProperty(o, 'a', {enumerable: true});
console.log(JSON.stringify(Object.keys(o)), %HaveSameMap(o, {a: 1, b: 2, c: 3}));
