// defineProperty with all flags true adds the same transition as a named store.
const a = {x: 1};
Object.defineProperty(a, 'y', {value: 2, writable: true, enumerable: true, configurable: true});
const b = {x: 1};
b.y = 2;
const c = {x: 1};
Object.defineProperty(c, 'y', {value: 2, writable: true, enumerable: true});
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HasFastProperties(c));
console.log(JSON.stringify(a), JSON.stringify(c));
