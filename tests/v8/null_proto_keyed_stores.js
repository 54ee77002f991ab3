// Object.create(null) stays dictionary-mode whatever kind of store follows, and JSON.stringify and Object.keys still work.
const o = Object.create(null);
const k = 'b';
o.a = 1; o[k] = 2; o['c'] = 3; o[0] = 'zero';
for (let i = 0; i < 3; i++) o['i' + i] = i;
console.log(%HasFastProperties(o), JSON.stringify(Object.keys(o)), JSON.stringify(o));
