// Object.create(p) plus stores shares neither with {} plus stores nor with {__proto__: p} plus stores (Object.create uses p's own object-create map).
const p = {};
const a = Object.create(p); a.x = 1; a.y = 2;
const b = {}; b.x = 1; b.y = 2;
const c = {__proto__: p}; c.x = 1; c.y = 2;
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HasFastProperties(a));
console.log(JSON.stringify(a), JSON.stringify(c));
