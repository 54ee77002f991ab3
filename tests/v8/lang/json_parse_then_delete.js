// Deleting from a parsed object: last key vs middle key.
const a = JSON.parse('{"x":1,"y":2,"z":3}');
const b = JSON.parse('{"x":1,"y":2,"z":3}');
delete a.z;
delete b.y;
console.log(%HasFastProperties(a), %HasFastProperties(b), a, b);
console.log(%HaveSameMap(a, JSON.parse('{"x":5,"y":6}')));
