// A constructor adding 150 computed keys goes past the fast-property limit.
function Huge() { for (let i = 0; i < 150; i++) this['p' + i] = i; }
const a = new Huge(), b = new Huge();
console.log(%HasFastProperties(a), %HaveSameMap(a, b), Object.keys(a).length, a.p149);
delete a.p0;
console.log(%HasFastProperties(a), Object.keys(a)[0]);
