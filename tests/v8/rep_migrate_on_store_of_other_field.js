// A store to another field migrates the object first.
const a = {x: 1, y: 'a'}; const b = {x: 1, y: 'b'};
b.x = 0.5;
a.y = 'c';
console.log(%HaveSameMap(a, b));
