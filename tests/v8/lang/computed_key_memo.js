// One computed-key site joins many prefixes with many integers: the same
// integer after another prefix is another key, and the same text made
// another way is the same key. Enough pairs that many share a memo entry.
const o = {};
function put(prefix, i, v) { o[prefix + i] = v; }
const prefixes = ['a', 'b', 'k', 'a'.repeat(2), ['k'].join('')];
for (let q = 0; q < 40; q++) prefixes.push('p' + q);
const numbers = [0, 1, -0, 7, 1e21, 2 ** 31, -5];
for (let i = 10; i < 40; i++) numbers.push(i);
let n = 0;
for (let round = 0; round < 3; round++) {
  for (const p of prefixes) {
    for (const i of numbers) {
      put(p, i, n++);
    }
  }
}
const keys = Object.keys(o);
let check = 0;
for (const k of keys) check = (check * 31 + o[k] + k.length) % 1000000007;
console.log(keys.length, check, keys.slice(0, 12).join(','));
console.log(o.a0, o.b0, o.k0, o.aa0, o.k7, o['a1e+21'], o.k2147483648, o['b-5'], o.p39_39, o.p3939);
console.log(%HasFastProperties(o));
