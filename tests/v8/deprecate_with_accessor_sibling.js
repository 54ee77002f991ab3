// An accessor next to the changed field is carried over.
const a = {x: 1, get g() { return 7; }};
const b = {x: 1, get g() { return 7; }};
b.x = 0.5;
a.x;
console.log(%HaveSameMap(a, b), a.g);
