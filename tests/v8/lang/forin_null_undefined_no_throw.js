// for...in over null or undefined runs zero iterations; a number has no enumerable keys.
let count = 0;
for (const k in null) count++;
for (const k in undefined) count++;
for (const k in 42) count++;
console.log(count);
const keysOfEmpty = []; for (const k in {}) keysOfEmpty.push(k);
console.log(keysOfEmpty.length, %HasFastProperties({}), %HaveSameMap({}, {}));
