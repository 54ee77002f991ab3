// The list iterators' prototypes share %IteratorPrototype%, which holds [Symbol.iterator] and inherits from Object.prototype.
const ai = Object.getPrototypeOf([][Symbol.iterator]()), mi = Object.getPrototypeOf(new Map().keys());
const si = Object.getPrototypeOf(new Set().values()), st = Object.getPrototypeOf(''[Symbol.iterator]());
const ip = Object.getPrototypeOf(ai);
console.log(ip === Object.getPrototypeOf(mi), ip === Object.getPrototypeOf(si), ip === Object.getPrototypeOf(st), Object.getPrototypeOf(ip) === Object.prototype);
console.log(Object.hasOwn(ai, Symbol.iterator), Object.hasOwn(ip, Symbol.iterator), Object.hasOwn(ai, 'next'), typeof ip[Symbol.iterator], ai[Symbol.toStringTag], mi[Symbol.toStringTag]);
const it = [1, 2][Symbol.iterator]();
console.log(it[Symbol.iterator]() === it, ip[Symbol.iterator].call(5), %HasFastProperties(ip), %HasFastProperties(ai));
delete ip[Symbol.iterator];
try { for (const x of [1].values()) console.log(x); } catch (e) { console.log(e.constructor.name); }
console.log([...[3, 4]]);
