// structuredClone copies nested objects deeply: the inner copy is a new object.
const o = {inner: {x: 1, y: 2}, list: [1, 2]};
const c = structuredClone(o);
console.log(c.inner === o.inner, JSON.stringify(c), %HasFastProperties(c.inner));
const n = {}; n.x = 1; n.y = 2;
console.log(%HaveSameMap(c.inner, n), %HaveSameMap(c.inner, o.inner));
