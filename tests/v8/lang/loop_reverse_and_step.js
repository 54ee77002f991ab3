// Counting down and stepping by two; an array of results and a sparse array.
const down = [];
for (let i = 5; i > 0; i--) down.push(i);
const sparse = [];
for (let i = 0; i < 10; i += 3) sparse[i] = i;
console.log(down, sparse, sparse.length, Object.keys(sparse));
console.log(%HasFastProperties(sparse), %HaveSameMap(down, []));
