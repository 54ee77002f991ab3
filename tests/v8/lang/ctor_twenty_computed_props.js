// A constructor adding 20 computed keys this["p"+i]: instances stay fast and share.
function Wide() { for (let i = 0; i < 20; i++) this['p' + i] = i; }
const a = new Wide(), b = new Wide();
console.log(%HasFastProperties(a), %HaveSameMap(a, b), Object.keys(a).length, a.p19);
const c = new Wide(); c.p0 = 'changed';
console.log(%HaveSameMap(a, c), c.p0);
