// V8 re-optimizes a prototype that a reconfiguration normalized when a child of
// it becomes a prototype itself (Object.create(child)): the parent, marked
// "should be fast" by an earlier named store, goes back to fast mode.
const o2 = Object.create(null);
const o3 = Object.create(o2);
o3.x = 3;
Object.defineProperty(o2, 'c', {value: 1, enumerable: false, writable: true, configurable: true});
Object.defineProperty(o2, 'c', {writable: false});
console.log(%HasFastProperties(o2));
const o1 = Object.create(o3);
console.log(%HasFastProperties(o2), %HasFastProperties(o3), %HasFastProperties(o1));
