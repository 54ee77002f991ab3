// A tagged template's strings object: one per site, frozen, with a frozen `raw`, from a
// map of its own; a tag read from an object is called with that object as `this`.
const id = (s) => s;
const site = () => id`a${1}b`;
const t1 = site(), t2 = site(), t3 = id`a${1}b`, t4 = id`x`;
console.log(t1 === t2, t1 === t3, %HaveSameMap(t1, t3), %HaveSameMap(t1, t4), %HaveSameMap(t1.raw, t4.raw));
console.log(Object.isFrozen(t1), Object.isFrozen(t1.raw), Array.isArray(t1), %HasFastProperties(t1), Object.getOwnPropertyNames(t1));
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(t1, 'raw')), t1.raw, t1.length);
const m = Object.freeze(Object.defineProperty(['a', 'b'], 'raw', { value: Object.freeze(['a', 'b']) }));
console.log(%HaveSameMap(t1, m), %HaveSameMap(t1.raw, Object.freeze(['q'])), %HaveSameMap(t1.raw, ['q']));
console.log(id`\unicode and \u{55}`, id`\unicode`.raw);
const o = { f(s, ...v) { return this === o && v.length; } };
console.log(o.f`a${1}${2}`);
console.log(%HasDoubleElements(t1), %HasObjectElements(t1), %HasFastPackedElements(t1));
