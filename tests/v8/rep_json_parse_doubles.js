// JSON.parse makes objects through the same transitions: doubles deprecate Smi maps.
const a = JSON.parse('{"m": 1, "n": 2}');
const b = JSON.parse('{"m": 1.5, "n": 2}');
console.log(%HaveSameMap(a, b));
a.m;
console.log(%HaveSameMap(a, b));
