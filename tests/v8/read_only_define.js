const a = {x: 1};
Object.defineProperty(a, 'x', {writable: false});
const b = {x: 1};
Object.defineProperty(b, 'x', {writable: false});
a.x = 3;
console.log(%HasFastProperties(a), %HaveSameMap(a, b), a.x);
