// Assigning the same properties in different orders gives different maps.
function P(flip) {
  if (flip) { this.b = 2; this.a = 1; } else { this.a = 1; this.b = 2; }
}
const x = new P(false), y = new P(true), z = new P(false);
console.log(%HaveSameMap(x, y), %HaveSameMap(x, z), Object.keys(x), Object.keys(y));
console.log(JSON.stringify(x) === JSON.stringify(y));
