// Computed keys from expressions: string concatenation and numbers (numbers become index keys).
const i = 3;
const a = {['k' + i]: 1, ['k' + 1.5]: 2, [i]: 3, [i + 1]: 4};
console.log(JSON.stringify(Reflect.ownKeys(a)), JSON.stringify(a));
const b = {[true]: 1, [null]: 2, [undefined]: 3};
console.log(JSON.stringify(Reflect.ownKeys(b)), %HasFastProperties(b));
