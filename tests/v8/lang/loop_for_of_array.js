// for...of over an array of objects, mutating each one the same way keeps maps shared.
const items = [{ n: 'a' }, { n: 'b' }, { n: 'c' }];
for (const it of items) it.upper = it.n.toUpperCase();
console.log(items, %HaveSameMap(items[0], items[2]));
for (const [i, it] of items.entries()) it.idx = i;
console.log(JSON.stringify(items), %HaveSameMap(items[0], items[1]));
