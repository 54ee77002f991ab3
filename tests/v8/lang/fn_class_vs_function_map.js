// Class constructors and plain functions have different maps; two empty classes share.
class A {}
class B {}
function F() {}
console.log(%HaveSameMap(A, B), %HaveSameMap(A, F), typeof A, typeof F);
console.log(Object.getOwnPropertyNames(A).sort().join(','));
console.log(Object.getOwnPropertyNames(F).sort().join(','));
