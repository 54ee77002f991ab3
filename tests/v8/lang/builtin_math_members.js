// Deterministic Math functions.
console.log(Math.max(1, 5, 3), Math.min(), Math.max(), Math.round(2.5), Math.round(-2.5), Math.trunc(-4.7));
console.log(Math.floor(-1.5), Math.ceil(1.2), Math.abs(-3), Math.sign(-0), Math.pow(2, 10), 2 ** 0.5 === Math.SQRT2);
console.log(Math.hypot(3, 4), Math.cbrt(27), Math.clz32(1), Math.PI.toFixed(5), Math.log2(1024));
console.log(%HasFastProperties(Math), Object.getOwnPropertyNames(Math).includes('max'), typeof Math.random);
