// instanceof checks F.prototype in the chain, even after swapping F.prototype.
function F() {}
const before = new F();
F.prototype = { replaced: true };
const after = new F();
console.log(before instanceof F, after instanceof F, after.replaced, before.replaced);
console.log(%HaveSameMap(before, after));
