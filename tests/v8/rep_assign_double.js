// Object.assign stores through the same field update.
const a = {x: 1, y: 2}; const b = {x: 1, y: 2};
Object.assign(b, {y: 2.5});
console.log(%HaveSameMap(a, b));
Object.assign(a, {});
console.log(%HaveSameMap(a, b));
