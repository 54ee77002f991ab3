// Counting 200 distinct words in an object: the counter goes dictionary.
const counter = {};
for (let i = 0; i < 200; i++) {
  const w = 'w' + (i % 200);
  counter[w] = (counter[w] || 0) + 1;
}
console.log(Object.keys(counter).length, counter.w199, %HasFastProperties(counter));
