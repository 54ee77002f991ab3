const a = {x: 1};
Object.setPrototypeOf(a, null);
a.y = 1;
delete a.y;
console.log(%HasFastProperties(a));
const b = {x: 1};
Object.setPrototypeOf(b, null);
delete b.x;
console.log(%HasFastProperties(b));
