// In-object 14 > 12, so the limit is 14 out-of-object fields.
const o = {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10, k: 11, l: 12, m: 13, n: 14};
for (let i = 0; i < 15; i++) o['k' + i] = i;
console.log(%HasFastProperties(o));
const p = {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10, k: 11, l: 12, m: 13, n: 14};
for (let i = 0; i < 16; i++) p['z' + i] = i;
console.log(%HasFastProperties(p));
