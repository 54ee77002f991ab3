// Object.setPrototypeOf changes an object's map; the new prototype becomes a prototype map.
const base = { kind: 'base' };
const o = { a: 1 };
const twin = { a: 2 };
console.log(%HaveSameMap(o, twin));
Object.setPrototypeOf(o, base);
console.log(%HaveSameMap(o, twin), o.kind, %HasFastProperties(o), %HasFastProperties(base));
Object.setPrototypeOf(twin, base);
console.log(%HaveSameMap(o, twin));
