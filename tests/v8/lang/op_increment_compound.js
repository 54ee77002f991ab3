// ++/-- prefix and postfix, compound assignment on object properties keeps the map.
const o = { n: 1, s: 'a' };
const twin = { n: 9, s: 'z' };
const post = o.n++, pre = ++o.n;
o.n *= 10; o.n -= 5; o.n /= 5; o.n *= o.n; o.s += 'b'; o.n %= 7;
console.log(post, pre, o, %HaveSameMap(o, twin));
let i = 5; const r = i-- - --i;
console.log(r, i);
