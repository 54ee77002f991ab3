// Reading a property of undefined (a missing property) throws a TypeError naming the key.
const o = {a: {b: 1}};
console.log(o.a.b, o.x);
const k = 'deep';
const v = o.x[k];
