// Arithmetic: floating point, division by zero, modulo with negatives, string concatenation.
console.log(0.1 + 0.2, 1 / 0, -1 / 0, 0 / 0, 5 % 3, -5 % 3, 5 % -3, 2 ** 10, 7 / 2 | 0);
console.log('3' + 4, '3' - 4, '3' * '4', true + 1, [] + [], [] + {}, 1 + null, 1 + undefined);
console.log(0.1 * 3, 9007199254740992 + 1, -0 + 0, Object.is(-0 * 1, -0), 10 / 3);
console.log(Number.MAX_VALUE * 2, 5 / '2', '5' * [], 2 ** -1);
const o = { n: 7 }, twin = { n: 1 };
o.n = o.n / 2;
console.log(o.n, %HaveSameMap(o, twin));
