// Concise methods have no prototype; their map matches arrows' in sloppy code, not functions'.
const o = { m() { return 1; }, n: function () { return 2; }, k: () => 3 };
console.log(%HaveSameMap(o.m, o.n), %HaveSameMap(o.m, o.k));
console.log('prototype' in o.m, 'prototype' in o.n, o.m() + o.n() + o.k());
const p = { q() {} };
console.log(%HaveSameMap(o.m, p.q));
