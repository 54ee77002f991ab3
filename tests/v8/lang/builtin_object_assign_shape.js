// Object.assign into {} vs an equivalent literal: do they share a map?
const src = { a: 1, b: 2 };
const copy = Object.assign({}, src);
const lit = { a: 3, b: 4 };
const spread = { ...src };
console.log(%HaveSameMap(copy, lit), %HaveSameMap(spread, lit), %HaveSameMap(copy, spread), %HaveSameMap(spread, src));
console.log(copy, spread);
