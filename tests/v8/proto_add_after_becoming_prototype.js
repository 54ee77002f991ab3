// Adding properties to an object after it became a prototype: it stays dictionary until a named store through a child makes it fast.
const p = {a: 1};
const c = Object.create(p);
p.b = 2;
const k = 'c';
p[k] = 3;
console.log(%HasFastProperties(p), c.b, c.c, JSON.stringify(Reflect.ownKeys(p)));
c.own = 1;
console.log(%HasFastProperties(p), JSON.stringify(Reflect.ownKeys(c)));
p.d = 4;
console.log(%HasFastProperties(p), c.d);
