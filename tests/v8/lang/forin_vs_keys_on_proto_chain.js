// for...in walks the chain, Object.keys does not; both respect integer-first ordering per object.
const base = { 2: 'b2', z: 'bz' };
const o = Object.create(base);
o.a = 'oa'; o[1] = 'o1';
const seen = [];
for (const k in o) seen.push(k);
console.log(seen.join(','), '|', Object.keys(o).join(','));
console.log(%HasFastProperties(base), %HasFastProperties(o));
