// A literal that becomes a prototype no longer shares a map with its twin.
const a = { x: 1, y: 2 };
const b = { x: 1, y: 2 };
console.log(%HaveSameMap(a, b));
const child = Object.create(a);
console.log(%HaveSameMap(a, b), %HasFastProperties(a), child.x + child.y);
