// Adding a property to a function transitions its map away from siblings; adding the same key again reshares.
function f() {}
function g() {}
function h() {}
f.count = 0;
console.log(%HaveSameMap(f, g), %HasFastProperties(f));
g.count = 10;
console.log(%HaveSameMap(f, g), %HaveSameMap(g, h));
f.count++; g.count += 5;
console.log(f.count, g.count, Object.keys(f), Object.keys(g));
