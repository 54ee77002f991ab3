// Does a JSON.parse result share a map with the equivalent object literal?
const parsed = JSON.parse('{"x":1,"y":2}');
const lit = { x: 1, y: 2 };
const built = {}; built.x = 1; built.y = 2;
console.log(%HaveSameMap(parsed, lit), %HaveSameMap(parsed, built), %HaveSameMap(lit, built));
