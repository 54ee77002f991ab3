// The rest of Math's functions, and Math.round's ties and signed zeros.
const xs = [0, -0, 0.5, -0.5, 1, -1, 2, 0.1, -0.75, 3.7, 1e-10, 10, 100, 1e300, -1e300, Infinity, -Infinity, NaN, 0.49999999999999994, -0.4, 2.5, -2.5, 4503599627370497, 1 / 3];
const names = ['fround', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'expm1', 'log1p', 'round'];
for (const n of names) console.log(n, Math[n].length, xs.map((x) => Object.is(Math[n](x), -0) ? '-0' : String(Math[n](x))).join(' '));
console.log(Math.imul(3, 4), Math.imul(-5, 12), Math.imul(0xffffffff, 5), Math.imul(2 ** 31, 2), Math.imul(1e10, 3), Math.imul('7', 2), Math.imul(), Math.imul.length);
console.log(Object.is(Math.round(-0.4), -0), Object.is(Math.round(-0), -0), Math.round(0.5), Math.round(-0.5), Math.round(1.5), Math.round(-1.5));
