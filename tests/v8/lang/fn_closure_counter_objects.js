// Factory returning an object of closures: each result shares the literal's map.
function makeCounter(start) {
  let n = start;
  return { inc() { return ++n; }, get() { return n; } };
}
const c1 = makeCounter(0), c2 = makeCounter(10);
c1.inc(); c1.inc(); c2.inc();
console.log(c1.get(), c2.get(), %HaveSameMap(c1, c2), %HasFastProperties(c1));
console.log(%HaveSameMap(c1.inc, c2.inc), c1.inc === c2.inc);
