// A three-level Object.create chain: each prototype leaves fast mode when it becomes one, and a named store through its child brings it back.
const g = {g: 1};
const p = Object.create(g);
console.log(%HasFastProperties(g), %HasFastProperties(p));
p.p = 2;
console.log(%HasFastProperties(g), %HasFastProperties(p));
const c = Object.create(p);
console.log(%HasFastProperties(g), %HasFastProperties(p), %HasFastProperties(c));
c.c = 3;
console.log(%HasFastProperties(g), %HasFastProperties(p), %HasFastProperties(c));
console.log(c.g, c.p, c.c, JSON.stringify(Reflect.ownKeys(c)), JSON.stringify(c));
console.log(Object.getPrototypeOf(Object.getPrototypeOf(c)) === g);
