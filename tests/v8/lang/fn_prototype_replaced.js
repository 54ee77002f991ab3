// Assigning f.prototype a new object keeps the function fast and the function map unchanged.
function F() {}
function G() {}
F.prototype = { greet() { return 'hi'; } };
console.log(%HaveSameMap(F, G), %HasFastProperties(F), new F().greet());
console.log(new F().constructor === Object, new G().constructor === G);
