// A reviver that deletes keys (returns undefined): the result's fast-ness.
const text = '{"keep":1,"drop":2,"also":3}';
const o = JSON.parse(text, (k, v) => (k === 'drop' ? undefined : v));
console.log(o, %HasFastProperties(o));
const p = JSON.parse(text, (k, v) => (typeof v === 'number' ? v * 10 : v));
console.log(p, %HasFastProperties(p), %HaveSameMap(p, JSON.parse(text)));
