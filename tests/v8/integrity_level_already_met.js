// An object that already satisfies an integrity level keeps its map: an empty
// non-extensible object is vacuously sealed and frozen (V8's TestIntegrityLevel).
const a = {}; Object.preventExtensions(a); Object.seal(a);
const b = {}; Object.preventExtensions(b);
const c = {x: 1}; Object.preventExtensions(c); Object.seal(c);
const d = {x: 1}; Object.seal(d);
console.log(%HaveSameMap(a, b), %HaveSameMap(c, d), %HasFastProperties(c));
