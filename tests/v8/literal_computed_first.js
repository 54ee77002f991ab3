// A literal that begins with a computed key has no boilerplate: it starts as {} and every key is added in order.
const k = 'x';
const a = {[k]: 1, y: 2};
const b = {}; b.x = 1; b.y = 2;
const c = {x: 1, y: 2};
console.log(%HasFastProperties(a), %HaveSameMap(a, b), %HaveSameMap(a, c));
const d = {[k]: 1, y: 2};
console.log(%HaveSameMap(a, d), JSON.stringify(d));
