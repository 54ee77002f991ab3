// Math.random under V8's --random-seed draws Node's numbers: across the 64-number cache refill, in shuffles and sorts, and as double fields.
// Flags: --random-seed=42
const xs = [];
for (let i = 0; i < 130; i++) xs.push(Math.random());
console.log(xs[0], xs[63], xs[64], xs[127], xs[128], xs[129]);
console.log(xs.every((x) => x >= 0 && x < 1), xs.length, new Set(xs).size);
const deck = Array.from({ length: 20 }, (_, i) => i);
for (let i = deck.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [deck[i], deck[j]] = [deck[j], deck[i]];
}
console.log(deck.join(' '));
const mixed = Array.from({ length: 40 }, (_, i) => i).sort(() => Math.random() - 0.5);
console.log(mixed.join(' '));
const ids = Array.from({ length: 5 }, () => Math.random().toString(36).slice(2, 10));
console.log(ids.join(' '));
const a = { v: 1 }, b = { v: 2 };
b.v = Math.random();
console.log(%HaveSameMap(a, b), %HasFastProperties(b), typeof b.v);
const c = { w: Math.random() }, d = { w: Math.random() };
console.log(%HaveSameMap(c, d), Math.round(Math.random() * 1000));
