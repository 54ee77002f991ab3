// Copying an object with for...in + hasOwn yields an object with the same map as the source.
const src = { host: 'h', port: 80, secure: false };
const copy = {};
for (const k in src) if (Object.hasOwn(src, k)) copy[k] = src[k];
const literal = { host: 'x', port: 1, secure: true };
console.log(copy, %HaveSameMap(copy, literal), %HaveSameMap(copy, src));
