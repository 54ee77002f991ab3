// Twin objects given the same defines share maps; the same key defined with different flags splits them.
const a = {p: 1};
const b = {p: 2};
Object.defineProperty(a, 'q', {value: 1, writable: true});
Object.defineProperty(b, 'q', {value: 2, writable: true});
console.log(%HaveSameMap(a, b));
Object.defineProperty(a, 'r', {value: 1, enumerable: true});
Object.defineProperty(b, 'r', {value: 2, configurable: true});
console.log(%HaveSameMap(a, b), JSON.stringify(a), JSON.stringify(b));
