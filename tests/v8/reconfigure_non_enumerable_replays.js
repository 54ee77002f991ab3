const a = {x: 1, y: 2, z: 3};
Object.defineProperty(a, 'y', {enumerable: false});
const c = {x: 1, y: 2, z: 3};
Object.defineProperty(c, 'y', {enumerable: false});
const d = {x: 1, y: 2, z: 3};
console.log(%HasFastProperties(a), %HaveSameMap(a, c), %HaveSameMap(a, d));
console.log(JSON.stringify(Object.keys(a)));
