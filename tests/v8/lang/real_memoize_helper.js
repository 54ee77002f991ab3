// A memoize helper with an object cache keyed by JSON.stringify(args).
function memoize(fn) {
  const cache = {};
  const m = (...args) => {
    const key = JSON.stringify(args);
    if (!(key in cache)) { m.misses++; cache[key] = fn(...args); }
    return cache[key];
  };
  m.misses = 0;
  m.cache = cache;
  return m;
}
const slowAdd = memoize((a, b) => a + b);
for (let i = 0; i < 30; i++) slowAdd(i % 5, 1);
console.log(slowAdd.misses, Object.keys(slowAdd.cache), %HasFastProperties(slowAdd.cache), %HasFastProperties(slowAdd));
