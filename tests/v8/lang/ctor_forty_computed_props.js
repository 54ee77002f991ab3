// A constructor adding 40 computed keys: instances still share a map?
function Wider() { for (let i = 0; i < 40; i++) this['p' + i] = i; }
const a = new Wider(), b = new Wider();
console.log(%HasFastProperties(a), %HaveSameMap(a, b), Object.keys(a).length);
const c = new Wider(); c.extra = 1;
console.log(%HasFastProperties(c), a.p39 + b.p0);
