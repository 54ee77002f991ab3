const a = {x: 1};
Object.defineProperty(a, 'y', {value: 1, enumerable: false});
console.log(%HasFastProperties(a));
console.log(JSON.stringify(Object.keys(a)), JSON.stringify(Reflect.ownKeys(a)));
const b = {x: 1};
b.y = 1;
console.log(%HaveSameMap(a, b));
