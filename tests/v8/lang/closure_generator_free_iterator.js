// A hand-written iterator object built from closures works with for...of and spread.
function range(n) {
  let i = 0;
  return { [Symbol.iterator]() { return this; }, next() { return i < n ? { value: i++, done: false } : { value: undefined, done: true }; } };
}
console.log([...range(4)]);
let s = 0;
for (const v of range(5)) s += v;
console.log(s, %HasFastProperties(range(1)));
