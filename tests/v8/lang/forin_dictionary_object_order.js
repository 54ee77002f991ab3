// A dictionary-mode object still enumerates in insertion order (integers first).
const o = {};
for (let i = 0; i < 30; i++) o['k' + (29 - i)] = i;
delete o.k15;
o[3] = 'three';
o.last = true;
const ks = [];
for (const k in o) ks.push(k);
console.log(%HasFastProperties(o), ks.slice(0, 4).join(','), ks.slice(-3).join(','), ks.length);
