// An object frozen after sealing migrates with both steps.
const a = {x: 1}; Object.seal(a); Object.freeze(a);
const b = {x: 1}; b.x = 0.5; Object.seal(b); Object.freeze(b);
a.x;
console.log(%HaveSameMap(a, b), Object.isFrozen(a));
