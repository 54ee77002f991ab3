// A literal that names a key twice with different values stores it twice, as V8's boilerplate does: the field is mutable, so a later store over it is completed by the store stub and leaves the prototypes as they are (found by the random differential run).
const c1 = {y: '0', foo: '0', y: 'k0'};
const a1 = {q: 1}; Object.setPrototypeOf(c1, a1);
c1.y = true;
console.log('dup literal', %HasFastProperties(a1));
const c2 = {y: 'k0', foo: '0'};
const a2 = {q: 1}; Object.setPrototypeOf(c2, a2);
c2.y = true;
console.log('plain literal', %HasFastProperties(a2));
const c3 = {y: 'k0', foo: '0', 2: 'x'};
const a3 = {q: 1}; Object.setPrototypeOf(c3, a3);
c3.y = true;
console.log('literal with element', %HasFastProperties(a3));
