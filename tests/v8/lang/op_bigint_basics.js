// BigInt arithmetic and comparisons with numbers.
const big = 2n ** 64n;
console.log(big.toString(), typeof big, 10n / 3n, -7n % 3n, 1n == 1, 1n === 1, 2n > 1, BigInt(42) + 1n);
try { big + 1; } catch (e) { console.log(e.name + ': ' + e.message); }
console.log(typeof Object(1n), 5n * -1n, BigInt.asUintN(8, 257n), 0n ? 'truthy' : 'falsy');
const holder = { v: 1 }, twin = { v: 2 };
holder.v = 1n;
console.log(%HaveSameMap(holder, twin), %HasFastProperties(holder));
