// A spread copy of a double-field object follows the double map.
const a = {x: 1.5, y: 1};
const b = {...a};
const c = {}; c.x = 2.5; c.y = 3;
console.log(%HaveSameMap(b, c));
