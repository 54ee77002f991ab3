const s = {};
for (let i = 0; i < 30; i++) s['k' + i] = i;
const t = {...s};
console.log(%HasFastProperties(s), %HasFastProperties(t));
