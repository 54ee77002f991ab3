// Past the keyed limit named adds stay fast; a keyed add normalizes only when the property array is full (3 named adds fill it, 4 leave room).
const K = 'keyed';
const o = {};
for (let i = 0; i < 19; i++) o['k' + i] = i;
o.named1 = 1; o.named2 = 2; o.named3 = 3;
console.log(%HasFastProperties(o));
o[K] = 1;
console.log(%HasFastProperties(o));
const p = {};
for (let i = 0; i < 19; i++) p['k' + i] = i;
p.named1 = 1; p.named2 = 2; p.named3 = 3; p.named4 = 4;
p[K] = 1;
console.log(%HasFastProperties(p), JSON.stringify(Object.keys(p)));
