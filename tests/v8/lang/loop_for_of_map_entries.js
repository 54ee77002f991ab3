// for...of over Map entries building a plain object: key order follows insertion.
const m = new Map([['z', 1], ['a', 2], ['m', 3]]);
const o = {};
for (const [k, v] of m) o[k] = v * 10;
console.log(o, Object.keys(o).join(''), %HasFastProperties(o));
const viaFrom = Object.fromEntries(m);
console.log(viaFrom, %HasFastProperties(viaFrom));
