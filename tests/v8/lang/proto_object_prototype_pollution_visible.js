// A property added to Object.prototype appears in for-in of plain objects but not in Object.keys.
Object.prototype.polluted = 'yes';
const o = { a: 1 };
const seen = [];
for (const k in o) seen.push(k);
console.log(seen, Object.keys(o), o.polluted, ({}).polluted);
delete Object.prototype.polluted;
console.log(%HasFastProperties(Object.prototype), 'polluted' in o);
