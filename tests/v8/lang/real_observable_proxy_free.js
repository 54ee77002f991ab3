// A hand-rolled observable model using defineProperty accessors per field.
function observable(data, onChange) {
  const o = {};
  for (const k of Object.keys(data)) {
    let v = data[k];
    Object.defineProperty(o, k, { get: () => v, set: (nv) => { onChange(k, v, nv); v = nv; }, enumerable: true });
  }
  return o;
}
const changes = [];
const m = observable({ a: 1, b: 2 }, (k, o, n) => changes.push(`${k}:${o}->${n}`));
m.a = 5; m.b = m.a * 2;
console.log(changes, JSON.stringify(m), %HasFastProperties(m));
const m2 = observable({ a: 1, b: 2 }, () => {});
console.log(%HasFastProperties(m2), %HaveSameMap(m, m2));
