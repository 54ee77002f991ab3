// seal then freeze ends on a different map than freeze alone (it goes through the sealed map).
const a = {x: 1};
Object.seal(a);
Object.freeze(a);
const b = {x: 1};
Object.freeze(b);
console.log(%HasFastProperties(a), %HasFastProperties(b), %HaveSameMap(a, b));
a.x = 2;
console.log(a.x, JSON.stringify(a));
