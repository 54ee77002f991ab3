// JSON.parse results with the same keys in the same order share a map.
const a = JSON.parse('{"id":1,"name":"a"}');
const b = JSON.parse('{"id":2,"name":"b"}');
const c = JSON.parse('{"name":"c","id":3}');
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HasFastProperties(a), a, c);
