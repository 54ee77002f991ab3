const a = {x: 1, y: 1};
Object.preventExtensions(a);
delete a.y;
console.log(%HasFastProperties(a));
const b = {x: 1};
Object.seal(b);
console.log(delete b.x, %HasFastProperties(b));
