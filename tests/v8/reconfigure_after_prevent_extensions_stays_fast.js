const b = {x: 1, y: 2};
Object.preventExtensions(b);
Object.defineProperty(b, 'x', {enumerable: false});
console.log(%HasFastProperties(b));
