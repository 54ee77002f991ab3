const a = {}; a.x = 1; a.y = 2;
const src = {x: 1, y: 2};
const b = Object.assign({}, src);
console.log(%HasFastProperties(b), %HaveSameMap(a, b), %HaveSameMap(src, b));
