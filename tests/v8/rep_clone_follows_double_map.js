// A structured clone of a double-field object reaches the double map.
const a = {x: 1.5, y: 2};
const b = structuredClone(a);
const c = {}; c.x = 0.5; c.y = 1;
console.log(%HaveSameMap(b, c));
