// Object.create(p) objects have 4 in-object fields like {}: 19 keyed adds stay fast, the 20th normalizes.
const proto = {};
const o = Object.create(proto);
for (let i = 0; i < 19; i++) o['k' + i] = i;
console.log(%HasFastProperties(o));
const q = Object.create(proto);
for (let i = 0; i < 20; i++) q['j' + i] = i;
console.log(%HasFastProperties(q), %HasFastProperties(proto));
