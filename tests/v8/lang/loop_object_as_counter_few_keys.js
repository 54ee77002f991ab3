// Counting a handful of distinct keys in a loop: the counter stays fast.
const counter = {};
const words = 'the cat and the hat and the bat'.split(' ');
for (const w of words) counter[w] = (counter[w] ?? 0) + 1;
console.log(counter, %HasFastProperties(counter));
