const a = {a: 1};
delete a.a;
console.log(%HasFastProperties(a), %HaveSameMap(a, {}));
