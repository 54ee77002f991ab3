// A key present on both the object and its prototype is enumerated once.
const proto = { x: 'proto', y: 'proto' };
const o = Object.create(proto);
o.x = 'own';
const seen = [];
for (const k in o) seen.push(k + '=' + o[k]);
console.log(seen);
console.log(%HasFastProperties(o), %HasFastProperties(proto), %HaveSameMap(o, Object.create(proto)));
