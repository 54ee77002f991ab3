// Comma operator, operator precedence and grouping.
let x = (1, 2, 3);
const y = 2 + 3 * 4 ** 2 / 8, z = (2 + 3) * 4, w = -(2 ** 2), v = !0 + !0;
console.log(x, y, z, w, v, 1 < 2 < 3, 3 > 2 > 1, typeof typeof 1);
let a = 1; a += a++ + ++a;
console.log(a, (a = 5, a * 2), a);
const o = (0, { a: 1, b: 2 });
console.log(%HaveSameMap(o, { a: 3, b: 4 }), %HasFastProperties(o));
