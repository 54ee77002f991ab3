// Spreading arrays and strings into objects gives index keys; numbers, null and undefined spread nothing.
const a = {...['x', 'y', 'z']};
const b = {...'hey'};
const c = {...7, ...null, ...undefined, ...true};
console.log(JSON.stringify(a), JSON.stringify(b), JSON.stringify(c));
console.log(%HaveSameMap(a, {}), %HaveSameMap(b, {}), %HaveSameMap(c, {}));
