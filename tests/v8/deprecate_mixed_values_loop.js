// A loop that builds objects with mixed values settles on one map.
const out = [];
for (let i = 0; i < 6; i++) out.push({n: i % 2 ? i : i + 0.5, s: 's' + i});
for (const o of out) o.n;
console.log(out.every(o => %HaveSameMap(o, out[0])));
