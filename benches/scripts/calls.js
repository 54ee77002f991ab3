// Function calls: a two-argument function and an arrow, 200,000 calls each.
function add(a, b) {
  return a + b;
}
const low = (x) => x & 7;
let total = 0;
for (let i = 0; i < 200000; i++) {
  total = add(total, low(i));
}
console.log(total);
