// Fields set in a constructor: a double in a later instance deprecates the initial map's chain.
function P(x) { this.x = x; this.y = 0; }
const a = new P(1);
const b = new P(1.5);
console.log(%HaveSameMap(a, b));
a.y;
console.log(%HaveSameMap(a, b));
