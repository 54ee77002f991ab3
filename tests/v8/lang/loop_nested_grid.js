// Nested loops building a grid of cell objects; all cells share one map.
const grid = [];
for (let y = 0; y < 3; y++) {
  const row = [];
  for (let x = 0; x < 3; x++) row.push({ x, y, alive: (x + y) % 2 === 0 });
  grid.push(row);
}
console.log(grid.map((r) => r.map((c) => (c.alive ? '#' : '.')).join('')).join('/'));
console.log(%HaveSameMap(grid[0][0], grid[2][2]), %HaveSameMap(grid[0], grid[1]));
