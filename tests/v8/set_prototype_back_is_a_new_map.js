const a = {x: 1};
Object.setPrototypeOf(a, null);
Object.setPrototypeOf(a, Object.prototype);
console.log(%HasFastProperties(a), %HaveSameMap(a, {x: 1}));
