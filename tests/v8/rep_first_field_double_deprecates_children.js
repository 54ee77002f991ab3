// A Smi to Double change of the first field deprecates every longer map built on it.
const a = {p: 1, q: 'x', r: true};
const b = {p: 1};
b.p = 0.5;
const c = {p: 1, q: 'x', r: true};
console.log(%HaveSameMap(a, c));
a.q;
console.log(%HaveSameMap(a, c));
