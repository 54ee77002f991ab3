// A JSON round-trip clone: does it share a map with the original literal?
const orig = { id: 1, meta: { a: 1 } };
const clone = JSON.parse(JSON.stringify(orig));
const clone2 = JSON.parse(JSON.stringify(orig));
console.log(%HaveSameMap(orig, clone), %HaveSameMap(clone, clone2), %HaveSameMap(clone.meta, clone2.meta));
console.log(clone.meta === orig.meta, JSON.stringify(clone) === JSON.stringify(orig));
