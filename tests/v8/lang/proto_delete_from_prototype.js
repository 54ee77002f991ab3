// Deleting a method from a prototype object: is the prototype still fast?
function K() {}
K.prototype.a = function () { return 'a'; };
K.prototype.b = function () { return 'b'; };
K.prototype.c = function () { return 'c'; };
const k = new K();
console.log(k.a() + k.b() + k.c(), %HasFastProperties(K.prototype));
delete K.prototype.b;
console.log(typeof k.b, %HasFastProperties(K.prototype), Object.keys(K.prototype));
