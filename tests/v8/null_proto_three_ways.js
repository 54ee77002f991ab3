// {__proto__: null, ...} and Object.create(null) are dictionary-mode; Object.setPrototypeOf({...}, null) stays fast.
const a = {__proto__: null, x: 1, y: 2};
const b = Object.create(null); b.x = 1; b.y = 2;
const c = Object.setPrototypeOf({x: 1, y: 2}, null);
console.log(%HasFastProperties(a), %HasFastProperties(b), %HasFastProperties(c));
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HaveSameMap(b, c));
console.log(Object.getPrototypeOf(a) === null, Object.getPrototypeOf(b) === null, Object.getPrototypeOf(c) === null);
console.log(JSON.stringify(a), JSON.stringify(b), JSON.stringify(c));
