// A prototype transition copies the map's descriptors: a field made mutable later on the old map stays const on the copy, so a store over it reaches the runtime and makes the prototypes fast (found by the random differential run).
let d = {'01': 'xyz', '4294967295': 7, k1: 26, y: 'hello', 10: 53, k2: ''};
const c = Object.assign({}, d);
d = Object.assign({}, d); const a = Object.assign({}, d);
Object.setPrototypeOf(a, null);
Object.setPrototypeOf(d, null);
Object.setPrototypeOf(d, c);
a.k1 = null;
d.k1 = null;
console.log(%HasFastProperties(c));
