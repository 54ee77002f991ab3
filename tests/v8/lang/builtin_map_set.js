// Map and Set basics: insertion order, size, has/get/delete, spread.
const m = new Map();
m.set('b', 2).set('a', 1).set(1, 'one');
m.delete('b');
const s = new Set([3, 1, 3, 2, 1]);
console.log([...m.keys()], m.get(1), m.size, m.has('b'), [...s], s.size, s.has(2));
console.log(%HaveSameMap(new Map(), m), %HaveSameMap(s, new Set()));
