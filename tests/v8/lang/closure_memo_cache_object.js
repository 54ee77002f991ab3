// A closure-held cache object keyed by numbers stores elements, not named properties.
function memoFib() {
  const cache = {};
  const fib = (n) => (n < 2 ? n : cache[n] ?? (cache[n] = fib(n - 1) + fib(n - 2)));
  return { fib, cache };
}
const m = memoFib();
console.log(m.fib(40), Object.keys(m.cache).length, Object.keys(m.cache).slice(0, 3), %HasFastProperties(m.cache));
