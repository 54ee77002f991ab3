// Same keys with different value types (int, double, string, null) in parsed objects: shared maps?
const a = JSON.parse('{"v":1}');
const b = JSON.parse('{"v":2.5}');
const c = JSON.parse('{"v":"s"}');
const d = JSON.parse('{"v":null}');
const e = JSON.parse('{"v":3}');
console.log(%HaveSameMap(a, e), %HaveSameMap(b, c), %HaveSameMap(c, d), typeof b.v, d.v);
