// Object literals of one shape, read back: 20,000 objects.
let sum = 0;
for (let i = 0; i < 20000; i++) {
  const o = {x: i, y: 2, z: 3, w: 4};
  sum = sum + o.x + o.w;
}
console.log(sum);
