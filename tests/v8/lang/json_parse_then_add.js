// Adding a property to a parsed object, and adding the same one to a twin, reshares the map.
const a = JSON.parse('{"id":1}');
const b = JSON.parse('{"id":2}');
a.seen = true;
console.log(%HaveSameMap(a, b));
b.seen = false;
console.log(%HaveSameMap(a, b), %HasFastProperties(a), a, b);
