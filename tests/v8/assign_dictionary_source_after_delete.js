// A dictionary source (after a non-last delete) still assigns into a fast target in key order.
const src = {a: 1, b: 2, c: 3};
delete src.a;
const t = Object.assign({}, src);
const n = {}; n.b = 2; n.c = 3;
console.log(%HasFastProperties(src), %HasFastProperties(t), %HaveSameMap(t, n), JSON.stringify(t));
