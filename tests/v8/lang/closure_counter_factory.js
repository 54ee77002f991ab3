// Closures from one factory share a function map; their captured state is independent.
function counter() { let n = 0; return () => ++n; }
const c1 = counter(), c2 = counter();
c1(); c1(); c2();
console.log(c1(), c2(), %HaveSameMap(c1, c2), c1 === c2, %HasFastProperties(c1));
