const a = {}; a.p = 1; a.q = 2; a.r = 3;
const b = {}; b.p = 'x'; b.q = 'y'; b.r = 'z';
const c = {}; c.p = 1; c.r = 3; c.q = 2;
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c));
console.log(JSON.stringify(Reflect.ownKeys(c)));
