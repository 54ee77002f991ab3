const s19 = {};
for (let i = 0; i < 19; i++) s19['k' + i] = i;
const t19 = Object.assign({}, s19);
console.log(%HasFastProperties(s19), %HasFastProperties(t19));
const s20 = {};
for (let i = 0; i < 20; i++) s20['j' + i] = i;
const t20 = Object.assign({}, s20);
console.log(%HasFastProperties(s20), %HasFastProperties(t20));
