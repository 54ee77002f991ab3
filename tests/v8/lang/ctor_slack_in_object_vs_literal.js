// Constructor instances and an equivalent object literal never share a map, even after slack tracking.
function P() { this.x = 1; this.y = 2; }
const ps = [];
for (let i = 0; i < 10; i++) ps.push(new P());
const lit = { x: 1, y: 2 };
console.log(%HaveSameMap(ps[0], lit), %HaveSameMap(ps[0], ps[9]));
console.log(Object.getPrototypeOf(ps[0]) === P.prototype, JSON.stringify(ps[9]) === JSON.stringify(lit));
