// Sloppy arguments objects are mapped to parameters; strict arguments are not.
function sloppy(a) { arguments[0] = 99; return [a, arguments.length]; }
function strict(a) { 'use strict'; arguments[0] = 99; return [a, arguments.length]; }
console.log(sloppy(1, 2), strict(1, 2));
function getArgs() { return arguments; }
function getStrictArgs() { 'use strict'; return arguments; }
const x = getArgs(1), y = getArgs(2, 3), z = getStrictArgs(1);
console.log(%HaveSameMap(x, y), %HaveSameMap(x, z), Object.prototype.toString.call(x));
console.log(Array.prototype.slice.call(y), Object.keys(x));
