// V8 re-optimizes a prototype that a reconfiguration normalized when a child of
// it becomes a prototype itself (Object.create(child)); the model leaves it in
// dictionary mode (DESIGN.md: Known divergences).
const o2 = Object.create(null);
const o3 = Object.create(o2);
o3.x = 3;
Object.defineProperty(o2, 'c', {value: 1, enumerable: false, writable: true, configurable: true});
Object.defineProperty(o2, 'c', {writable: false});
console.log(%HasFastProperties(o2));
const o1 = Object.create(o3);
console.log(%HasFastProperties(o2), %HasFastProperties(o3), %HasFastProperties(o1));
