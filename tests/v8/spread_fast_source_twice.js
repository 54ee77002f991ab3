// Two spreads of the same fast source share a map with each other and with the {} chain.
const s = {p: 1, q: 2, r: 3};
const a = {...s};
const b = {...s};
const c = {}; c.p = 1; c.q = 2; c.r = 3;
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HaveSameMap(a, s), %HasFastProperties(a));
