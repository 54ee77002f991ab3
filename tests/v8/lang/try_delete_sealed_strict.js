// Deleting from a sealed object in strict code throws; the object keeps its map.
'use strict';
const s = Object.seal({ a: 1, b: 2 });
const twin = Object.seal({ a: 3, b: 4 });
try { delete s.a; } catch (e) { console.log(e.constructor.name, e.message); }
s.a = 10;
console.log(s, %HaveSameMap(s, twin), %HasFastProperties(s));
