// -0 is not a Smi: storing it turns a Smi field into a double field, deprecating the old map and splitting twins.
const a = {}, b = {}, c = {};
a.v = 0;
b.v = -0;
c.v = 1 * -0 + 0;
console.log(Object.is(b.v, -0), Object.is(c.v, 0), %HaveSameMap(a, b), %HaveSameMap(a, c), %HaveSameMap(b, c));
const xs = [0, 1, 2].map((k) => ({ neg: -k }));
console.log(xs.map((o) => o.neg), %HaveSameMap(xs[1], xs[2]), %HaveSameMap(xs[0], xs[2]));
