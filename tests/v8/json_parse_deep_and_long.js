// JSON.parse parses any nesting without a reviver (V8's parser keeps its own
// stack), and long strings in time linear in their length. With a reviver,
// the walk recurses: a text deeper than the native stack throws V8's stack
// overflow RangeError. A repeated key counts toward the literal map cache's
// property count, so its object does not share the map of one with the key
// once.
const deep = JSON.parse('['.repeat(100000) + ']'.repeat(100000));
let depth = 0;
for (let x = deep; Array.isArray(x) && x.length; x = x[0]) depth++;
console.log('depth', depth);
const objects = JSON.parse('{"a":'.repeat(20000) + '1' + '}'.repeat(20000));
let od = 0;
for (let x = objects; typeof x === 'object'; x = x.a) od++;
console.log('object depth', od);
try {
  JSON.parse('['.repeat(100000) + ']'.repeat(100000), (k, v) => v);
  console.log('revived');
} catch (e) {
  console.log(e.name + ': ' + e.message);
}
const long = JSON.parse(JSON.stringify('x'.repeat(300000) + 'é'));
console.log(long.length, long.slice(-2));
const twice = JSON.parse('{"a":1,"a":2}');
const once = JSON.parse('{"a":3}');
console.log(JSON.stringify(twice), %HaveSameMap(twice, once));
const indexed = JSON.parse('{"1":1,"a":2}');
console.log(Object.keys(indexed).join(), %HaveSameMap(indexed, once));
