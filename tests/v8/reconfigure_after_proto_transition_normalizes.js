const a = {x: 1, y: 2};
Object.setPrototypeOf(a, null);
Object.defineProperty(a, 'x', {enumerable: false});
console.log(%HasFastProperties(a));
