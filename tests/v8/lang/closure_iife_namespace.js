// An IIFE namespace object with constants and functions; adding 25 members later.
const NS = (function () {
  const VERSION = '1.0';
  return { VERSION, util: { clamp: (x, a, b) => Math.min(b, Math.max(a, x)) } };
})();
console.log(NS.VERSION, NS.util.clamp(15, 0, 10), %HasFastProperties(NS));
for (let i = 0; i < 25; i++) NS['ext' + i] = i;
console.log(%HasFastProperties(NS), Object.keys(NS).length);
