// f.prototype objects of distinct functions share a map (constructor only) until modified.
function A() {}
function B() {}
console.log(%HaveSameMap(A.prototype, B.prototype), %HasFastProperties(A.prototype));
console.log(Object.getOwnPropertyNames(A.prototype), A.prototype.constructor === A);
A.prototype.hello = function () { return 'hi'; };
console.log(%HaveSameMap(A.prototype, B.prototype), %HasFastProperties(A.prototype));
console.log(new A().hello());
