// Keyed adds to a 1-property literal (1 in-object field) normalize once more than 12 out-of-object fields would be needed: the 16th goes dictionary.
const o = {a: 1};
for (let i = 0; i < 15; i++) o['k' + i] = i;
console.log(%HasFastProperties(o), JSON.stringify(Object.keys(o)));
const p = {b: 1};
for (let i = 0; i < 16; i++) p['k' + i] = i;
console.log(%HasFastProperties(p), JSON.stringify(Object.keys(p)));
