// Objects filled by computed-key stores ('k' + j), 2,000 objects of 8 keys.
let total = 0;
for (let i = 0; i < 2000; i++) {
  const o = {};
  for (let j = 0; j < 8; j++) {
    o['k' + j] = j;
  }
  total = total + o.k7;
}
console.log(total);
