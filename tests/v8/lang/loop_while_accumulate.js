// A while loop adding keys until a condition; the accumulator object's fast-ness.
const acc = {};
let n = 27, steps = 0;
while (n !== 1) {
  acc['s' + steps] = n;
  n = n % 2 === 0 ? n / 2 : 3 * n + 1;
  steps++;
}
console.log(steps, acc.s0, acc['s' + (steps - 1)], %HasFastProperties(acc));
