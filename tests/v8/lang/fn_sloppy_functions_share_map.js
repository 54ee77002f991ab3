// Two sloppy function declarations share one function map; properties start fast.
function f(a) { return a + 1; }
function g(b, c) { return b * c; }
console.log(%HaveSameMap(f, g), %HasFastProperties(f), %HasFastProperties(g));
console.log(f(1), g(2, 3), f.length, g.length, f.name, g.name);
