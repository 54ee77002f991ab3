// JSON objects with a string then a number in one field: in place.
const a = JSON.parse('{"m": "s"}');
const b = JSON.parse('{"m": 5}');
console.log(%HaveSameMap(a, b));
