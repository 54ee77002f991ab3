// An object literal with a getter: is it fast? Do two evaluations of the literal share a map?
function make(x) { return { _x: x, get x() { return this._x; } }; }
const a = make(1), b = make(2);
const plain = { _x: 1, x: 1 };
console.log(a.x, b.x, %HasFastProperties(a), %HaveSameMap(a, b), %HasFastProperties(plain));
