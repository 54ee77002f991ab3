// Object.assign({}, fast) builds the {} add chain: it shares with named stores, not with the source literal.
const src = {a: 1, b: 2, c: 3};
const t = Object.assign({}, src);
const n = {}; n.a = 1; n.b = 2; n.c = 3;
console.log(%HasFastProperties(t), %HaveSameMap(t, n), %HaveSameMap(t, src));
console.log(JSON.stringify(t));
