const o = {};
for (let i = 0; i < 19; i++) o['k' + i] = i;
console.log(%HasFastProperties(o));
for (let i = 19; i < 20; i++) o['k' + i] = i;
console.log(%HasFastProperties(o));
