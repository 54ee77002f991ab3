// Symbol-keyed properties: own keys, descriptions and fast-ness.
const id = Symbol('id'), tag = Symbol.for('tag');
const o = { name: 'x' };
o[id] = 1;
o[tag] = 2;
console.log(Object.keys(o), Object.getOwnPropertySymbols(o).map((s) => s.description), %HasFastProperties(o));
console.log(o[id] + o[Symbol.for('tag')], Symbol.keyFor(tag), Symbol.keyFor(id), typeof id);
const p = { name: 'y' };
p[id] = 3;
console.log(%HaveSameMap(o, p));
