// With 20 in-object fields the keyed limit is 20 out-of-object fields: 21 keyed adds stay fast, the 22nd normalizes.
const o = {a0: 0, a1: 1, a2: 2, a3: 3, a4: 4, a5: 5, a6: 6, a7: 7, a8: 8, a9: 9, a10: 10, a11: 11, a12: 12, a13: 13, a14: 14, a15: 15, a16: 16, a17: 17, a18: 18, a19: 19};
for (let i = 0; i < 21; i++) o['k' + i] = i;
console.log(%HasFastProperties(o));
const p = {b0: 0, b1: 1, b2: 2, b3: 3, b4: 4, b5: 5, b6: 6, b7: 7, b8: 8, b9: 9, b10: 10, b11: 11, b12: 12, b13: 13, b14: 14, b15: 15, b16: 16, b17: 17, b18: 18, b19: 19};
for (let i = 0; i < 22; i++) p['k' + i] = i;
console.log(%HasFastProperties(p));
