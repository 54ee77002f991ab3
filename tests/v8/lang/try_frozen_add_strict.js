// Adding a property to a frozen or a non-extensible object in strict code throws the same "not extensible" TypeError.
'use strict';
const f = Object.freeze({ a: 1 });
const n = Object.preventExtensions({ a: 1 });
try { f.b = 2; } catch (e) { console.log(e.name, e.message); }
try { n.b = 2; } catch (e) { console.log(e.name, e.message); }
n.a = 5;
console.log(n.a, Object.keys(n), %HasFastProperties(n));
