// An empty object whose prototype goes to null and back: V8 13.6 returns it to its original map (prototype changes happen on the root map), so a later change to null shares the map another object took; V8 11.3 and 12.4 make a new map for each change.
const a = {__proto__: null, qux: -2, b: 66};
const e = Object.create(a);
const c = Object.create(a);
Object.setPrototypeOf(c, null);
Object.setPrototypeOf(c, a);
console.log(%HaveSameMap(c, e));
Object.setPrototypeOf(e, null);
Object.setPrototypeOf(c, null);
console.log(%HaveSameMap(c, e), %HasFastProperties(c), Object.getPrototypeOf(c));
