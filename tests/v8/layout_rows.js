// The JavaScript an ObjectLayout's objects stand for, each built four times:
// one literal site, the literal then Object.setPrototypeOf(null), {} plus
// named stores, and the null-prototype literal (which V8 builds slow).
const rows = [];
for (let i = 0; i < 4; i++) rows[i] = {id: i, name: 'n' + i, age: i};
console.log(%HasFastProperties(rows[0]), %HaveSameMap(rows[0], rows[3]));
const other = {id: 9, name: 'x', age: 1};
console.log(%HaveSameMap(rows[0], other));
const bare = [];
for (let i = 0; i < 4; i++) {
  const o = {id: i, name: 'n', age: i};
  Object.setPrototypeOf(o, null);
  bare[i] = o;
}
console.log(%HasFastProperties(bare[0]), %HaveSameMap(bare[0], bare[3]));
const stored = [];
for (let i = 0; i < 4; i++) {
  const o = {};
  o.id = i;
  o.name = 'n';
  o.age = i;
  stored[i] = o;
}
console.log(%HasFastProperties(stored[0]), %HaveSameMap(stored[0], stored[3]));
console.log(%HaveSameMap(stored[0], rows[0]));
const dict = [];
for (let i = 0; i < 4; i++) dict[i] = {__proto__: null, id: i, name: 'n', age: i};
console.log(%HasFastProperties(dict[0]), %HaveSameMap(dict[0], dict[3]));
