const a = {x: 1, y: 2};
const b = {x: 'one', y: null};
const c = {y: 1, x: 2};
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c));
