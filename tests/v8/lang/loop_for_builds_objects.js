// Objects built in a for loop with the same literal share a map.
const rows = [];
for (let i = 0; i < 5; i++) rows.push({ id: i, sq: i * i, even: i % 2 === 0 });
console.log(rows[4], %HaveSameMap(rows[0], rows[4]), %HasFastProperties(rows[3]));
let sum = 0;
for (let i = 0; i < rows.length; i++) sum += rows[i].sq;
console.log(sum);
