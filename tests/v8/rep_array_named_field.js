// Named fields on arrays have representations too.
const a = [1]; a.tag = 1;
const b = [1]; b.tag = 1;
b.tag = 0.5;
console.log(%HaveSameMap(a, b));
a.tag;
console.log(%HaveSameMap(a, b));
