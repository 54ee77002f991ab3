// A frozen object's map is rebuilt with the integrity transition after the field update.
const a = {x: 1, y: 2}; Object.freeze(a);
const b = {x: 1, y: 2};
b.x = 0.5;
Object.freeze(b);
console.log(%HaveSameMap(a, b));
a.y;
console.log(%HaveSameMap(a, b), Object.isFrozen(a));
