// Deleting a function's built-in own property (name) changes its map; does the function go dictionary?
function f() {}
function g() {}
delete f.name;
console.log(f.name === '', %HaveSameMap(f, g), %HasFastProperties(f));
console.log(Object.getOwnPropertyNames(f).sort().join(','));
