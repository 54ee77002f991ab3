// Adding keys during for...in: V8 does not visit keys added after iteration began.
const o = { a: 1, b: 2 };
const seen = [];
for (const k in o) { seen.push(k); if (k === 'a') o.z = 26; }
console.log(seen, Object.keys(o), %HasFastProperties(o));
