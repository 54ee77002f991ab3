// A constructor that returns an object literal discards `this`; primitives returned are ignored.
function Obj() { this.ignored = true; return { made: 'literal' }; }
function Prim() { this.kept = true; return 42; }
const a = new Obj(), b = new Prim();
console.log(a, b, a instanceof Obj, b instanceof Prim);
console.log(%HaveSameMap(a, { made: 'x' }));
