// An undeclared name is a property of the global object, which inherits from Object.prototype.
console.log(typeof toString, toString.call([1]) === '[object Array]' || toString.call([1]) === '[object Object]', typeof hasOwnProperty, typeof nope);
globalThis.q = 5;
console.log(q, typeof q);
q = 6;
console.log(globalThis.q, q);
function strict() { 'use strict'; q = 7; return q; }
console.log(strict(), globalThis.q);
try { undeclared; } catch (e) { console.log(e.message); }
r = 7;
console.log(r);
