// Setting the prototype an object already has keeps its map.
const a = {x: 1};
const b = {x: 1};
Object.setPrototypeOf(a, Object.prototype);
console.log(%HaveSameMap(a, b));
const p = {};
const c = {y: 1};
Object.setPrototypeOf(c, p);
const d = {y: 1};
Object.setPrototypeOf(d, p);
Object.setPrototypeOf(d, p);
console.log(%HaveSameMap(c, d));
