// Literals with the same __proto__ share a map; a different __proto__ splits them.
const P = { hello() { return 'hello'; } };
const a = { __proto__: P, x: 1 };
const b = { __proto__: P, x: 2 };
const c = { x: 3 };
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), a.hello(), Object.keys(a));
