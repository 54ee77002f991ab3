// Smis are 32-bit on x64 Node: 2**31 - 1 fits, 2**31 and -2**31 - 1 do not.
const base = {v: 1};
console.log(%HaveSameMap(base, {v: 2147483647}), %HaveSameMap(base, {v: -2147483648}));
const c = {w: 1}; const d = {w: 1}; d.w = 2147483648;
console.log(%HaveSameMap(c, d));
const e = {u: 1}; const f = {u: 1}; f.u = -2147483649;
console.log(%HaveSameMap(e, f));
