// Labelled break and continue over nested loops collecting pairs into objects.
const pairs = [];
outer: for (let i = 0; i < 5; i++) {
  for (let j = 0; j < 5; j++) {
    if (j > i) continue outer;
    if (i + j === 6) break outer;
    if ((i + j) % 2 === 0) pairs.push({ i, j });
  }
}
console.log(pairs.length, JSON.stringify(pairs));
console.log(%HaveSameMap(pairs[0], pairs[pairs.length - 1]));
