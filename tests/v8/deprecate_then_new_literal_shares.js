// New literals after a deprecation never see the old map.
const a = {x: 1, y: 2};
const b = {x: 0.5, y: 2};
const c = {x: 3, y: 4};
const d = {x: 5, y: 6};
console.log(%HaveSameMap(c, d), %HaveSameMap(b, c), %HaveSameMap(a, c));
