const a = {a: 1};
Object.defineProperty(a, 'a', {value: 2});
console.log(%HasFastProperties(a), %HaveSameMap(a, {a: 1}), a.a);
