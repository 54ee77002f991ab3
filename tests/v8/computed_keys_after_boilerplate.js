const k = 'y';
const a = {x: 1, [k]: 2};
const b = {x: 1}; b.y = 2;
const c = {x: 1, y: 2};
console.log(%HasFastProperties(a), %HaveSameMap(a, b), %HaveSameMap(a, c));
