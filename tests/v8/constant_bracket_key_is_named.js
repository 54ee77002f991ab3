// V8's parser turns o['name'] with a string-literal key into a named store, so it
// is not subject to the keyed soft limit.
const o = {};
for (let i = 0; i < 19; i++) o['k' + i] = i;
o['last'] = 1;
console.log(%HasFastProperties(o));
const p = {};
for (let i = 0; i < 19; i++) p['k' + i] = i;
const k = 'last';
p[k] = 1;
console.log(%HasFastProperties(p));
