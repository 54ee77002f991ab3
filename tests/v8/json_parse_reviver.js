// JSON.parse with a reviver: the walk goes depth first, members before their
// holder, with the holder as `this`; an `undefined` answer deletes the
// member, and any other answer is defined in its place. Deleting the last
// member of a literal-shaped object rolls its map back on Node 20 and
// normalizes it on Node 22 and 24. Node 22 and 24 also pass a third argument:
// a context whose `source` is a primitive's JSON text while the value is the
// one parsed.
const seen = [];
const r = JSON.parse('{"a": 1, "b": [2, 3.50, "x"], "c": {"d": true, "e": null}, "z": 9}',
  function (key, value, context) {
    const c = context === undefined ? 'none' : JSON.stringify(context);
    seen.push(`${JSON.stringify(key)}:${typeof value}:${Array.isArray(this)}:${c}`);
    if (key === 'z') return undefined;
    if (typeof value === 'number') return value * 10;
    return value;
  });
console.log(seen.join(' | '));
console.log(JSON.stringify(r), Object.keys(r).join(), %HasFastProperties(r));
// A reviver that changes a member before the walk reaches it: the walk reads
// the new value, and no source text comes with it.
const s = JSON.parse('[1, 2, {"k": 3}]', function (key, value, context) {
  if (key === '0') this[1] = 20;
  if (key === '1') console.log('1 is', value, context === undefined ? 'none' : JSON.stringify(context));
  return value;
});
console.log(JSON.stringify(s));
// Deleting a member in the middle.
const m = JSON.parse('{"p": 1, "q": 2, "r": 3}', (k, v) => (k === 'q' ? undefined : v));
console.log(Object.keys(m).join(), %HasFastProperties(m));
// The holder of the root is a fresh object with the value under "".
JSON.parse('5', function (k, v) { console.log(JSON.stringify(k), v, Object.keys(this).join()); return v; });
