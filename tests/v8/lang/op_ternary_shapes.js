// ?: choosing between two object literals: each literal site has its own map.
function make(flag) { return flag ? { a: 1, b: 2 } : { a: 3, b: 4 }; }
function make2(flag) { return flag ? { a: 1, b: 2 } : { b: 4, a: 3 }; }
console.log(%HaveSameMap(make(true), make(false)), %HaveSameMap(make2(true), make2(false)));
console.log(make(false), make2(false));
