// Shorthand properties are ordinary literal keys: {a, b} has the map of {a: 1, b: 2}.
const a = 'A'; const b = 2;
const o = {a, b};
const p = {a: 1, b: 2};
const q = {b, a};
console.log(%HaveSameMap(o, p), %HaveSameMap(o, q), JSON.stringify(o), JSON.stringify(q));
