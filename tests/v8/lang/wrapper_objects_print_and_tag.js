// Wrapper objects of primitives: how they print, how Object.prototype.toString
// tags them, and that Object.prototype's methods see the wrapper itself.
const n = new Number(5), s = Object("ab"), b = new Boolean(false), y = Object(Symbol("q"));
console.log(n, s, b, y, [n, s]);
console.log(Object.prototype.toString.call(n), Object.prototype.toString.call(s), Object.prototype.toString.call(b), Object.prototype.toString.call(y));
console.log(n + 1, `${s}`, typeof n.valueOf(), typeof Object.prototype.valueOf.call(n), n.hasOwnProperty("x"));
n.extra = 1;
console.log(n, %HasFastProperties(n), y.description);
