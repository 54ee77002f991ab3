// Counting keys with for...in over a fast object versus a dictionary object.
const fast = { a: 1, b: 2, c: 3 };
const slow = { a: 1, b: 2, c: 3 };
delete slow.a;
let nf = 0, ns = 0;
for (const k in fast) nf++;
for (const k in slow) ns++;
console.log(nf, ns, %HasFastProperties(fast), %HasFastProperties(slow));
