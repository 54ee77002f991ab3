// freeze/seal/preventExtensions: predicates, and the maps of two frozen twins.
const a = Object.freeze({ x: 1 }), b = Object.freeze({ x: 2 });
const s = Object.seal({ x: 1 }), p = Object.preventExtensions({ x: 1 });
console.log(Object.isFrozen(a), Object.isSealed(a), Object.isExtensible(a));
console.log(Object.isFrozen(s), Object.isSealed(s), Object.isFrozen(p), Object.isExtensible(p));
console.log(%HaveSameMap(a, b), %HaveSameMap(a, s), %HasFastProperties(a), %HasFastProperties(s));
