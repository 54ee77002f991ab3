// Anonymous and named function expressions and declarations share the sloppy function map.
function decl() {}
const anon = function () {};
const named = function inner() {};
console.log(%HaveSameMap(decl, anon), %HaveSameMap(decl, named));
console.log(anon.name, named.name, decl.name);
console.log(typeof inner);
