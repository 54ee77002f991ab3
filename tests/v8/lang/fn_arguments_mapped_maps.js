// Mapped and unmapped arguments objects: their maps, and stores through either side.
function f(a, b) { return arguments; }
function g(a, b) { a = 1.5; b = {}; return arguments; }
function h(a) { arguments[0] = 'x'; return arguments; }
function k(a) { a = 2; delete arguments[0]; return arguments; }
var x = f(1, 2), y = g(1, 2), z = h(1), w = k(1), v = f(1);
console.log(%HaveSameMap(x, y), %HaveSameMap(x, z), %HaveSameMap(x, v), %HaveSameMap(x, w));
console.log(%HasSloppyArgumentsElements(y), %HasFastProperties(y), JSON.stringify(y), y.length);
y[0] = 3.5; console.log(%HaveSameMap(x, y), y[0]);
function s(a) { 'use strict'; a = 1.5; return arguments; }
console.log(%HaveSameMap(s(1), s(2, 3)), %HaveSameMap(s(1), x), Object.prototype.toString.call(s(1)));
