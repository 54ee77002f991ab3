// Named adds do not normalize below 128 fields, but a later keyed add checks the field count: 10 named + 9 keyed is fast, one more keyed is not.
const o = {};
o.n0 = 0; o.n1 = 1; o.n2 = 2; o.n3 = 3; o.n4 = 4; o.n5 = 5; o.n6 = 6; o.n7 = 7; o.n8 = 8; o.n9 = 9;
for (let i = 0; i < 9; i++) o['k' + i] = i;
console.log(%HasFastProperties(o));
const K = 'last';
o[K] = 1;
console.log(%HasFastProperties(o), JSON.stringify(Object.keys(o)));
