// Deleting a built-in method (never an object's last-added property) normalizes
// the object's map, as a middle delete does; a prototype is made fast again.
delete Math.max; console.log(%HasFastProperties(Math));
delete JSON.parse; console.log(%HasFastProperties(JSON));
delete Array.prototype.push; console.log(%HasFastProperties(Array.prototype));
[].map; console.log(%HasFastProperties(Array.prototype));
delete Object.keys; console.log(%HasFastProperties(Object));
function g() { delete arguments[Symbol.iterator]; return %HasFastProperties(arguments); }
console.log(g(1));
function h() { 'use strict'; delete arguments[Symbol.iterator]; return %HasFastProperties(arguments); }
console.log(h(1));
delete Symbol.prototype[Symbol.toPrimitive]; console.log(%HasFastProperties(Symbol.prototype));
delete Map.prototype.get; console.log(%HasFastProperties(Map.prototype));
