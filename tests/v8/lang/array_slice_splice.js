// slice copies, splice mutates and returns the removed items.
const a = ['a', 'b', 'c', 'd', 'e'];
const s = a.slice(1, -1);
const removed = a.splice(1, 2, 'X', 'Y', 'Z');
console.log(s, removed, a, a.length);
console.log(%HaveSameMap(s, removed), %HaveSameMap(a, s));
