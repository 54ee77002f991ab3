// Blocks of one statement and no bindings of their own run as that statement:
// their completions (break, continue, return, a label's break) and the
// bindings they see must not change. Blocks that declare stay blocks.
function firstOver(xs, n) {
  for (const x of xs) { if (x > n) { return x; } }
  return -1;
}
let odd = 0;
for (let i = 0; i < 10; i++) { if (i % 2 === 0) { continue; } odd += i; }
let steps = 0;
outer: { steps++; { break outer; } }
let w = 0;
while (true) { { w++; } if (w >= 3) { break; } }
const fns = [];
for (let i = 0; i < 3; i++) { { let j = i * 10; fns.push(() => j + i); } }
let shadow = 'outer';
{ let shadow = 'inner'; }
const o = {};
for (let j = 0; j < 6; j++) { o['k' + j] = j; }
console.log(firstOver([1, 5, 9], 4), odd, steps, w, fns.map((f) => f()).join(','), shadow);
console.log(Object.keys(o).join(','), %HasFastProperties(o));
