// defineProperty with index keys defines elements: properties stay fast, order is numeric, hidden ones are skipped by Object.keys.
const o = {z: 1};
Object.defineProperty(o, '5', {value: 'five', enumerable: true});
Object.defineProperty(o, 1, {value: 'one', enumerable: true});
Object.defineProperty(o, '3', {value: 'hidden'});
console.log(%HasFastProperties(o), JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(Object.keys(o)), JSON.stringify(o));
