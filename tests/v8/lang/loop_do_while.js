// do...while runs the body at least once; building a small fast object.
const o = {};
let i = 10;
do { o['k' + i] = i; i++; } while (i < 10);
console.log(o, %HasFastProperties(o));
let digits = [], x = 9045;
do { digits.unshift(x % 10); x = Math.floor(x / 10); } while (x > 0);
console.log(digits.join('-'));
