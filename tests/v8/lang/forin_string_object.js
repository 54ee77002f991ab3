// for...in over a String wrapper enumerates its index keys.
const s = new String('abc');
s.extra = 1;
const ks = [];
for (const k in s) ks.push(k);
console.log(ks, s.length, Object.keys(s));
console.log(%HasFastProperties(s), %HaveSameMap(s, new String('xyz')), %HaveSameMap(new String('q'), new String('xyz')));
