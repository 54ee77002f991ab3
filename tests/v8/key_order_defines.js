// defineProperty follows the same key order; non-enumerable keys are still listed by Reflect.ownKeys.
const o = {};
Object.defineProperty(o, 'b', {value: 1, enumerable: true});
Object.defineProperty(o, '7', {value: 1, enumerable: true});
Object.defineProperty(o, 'a', {value: 1});
Object.defineProperty(o, '3', {value: 1});
Object.defineProperty(o, '1.5', {value: 1, enumerable: true});
console.log(JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(Object.keys(o)), JSON.stringify(o));
