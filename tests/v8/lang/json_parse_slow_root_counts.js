// JSON.parse takes a literal's root map by its named-member count, each repeat counted; 128 or more is born slow and, unlike a literal, stays so.
function obj(n, extra) { const parts = []; for (let i = 0; i < n; i++) parts.push('"k' + i + '":' + i); return '{' + parts.concat(extra || []).join(',') + '}'; }
for (const [n, extra] of [[127, []], [128, []], [127, ['"5":1']], [127, ['"__proto__":1']], [127, ['"k0":2', '"k1":3', '"k2":4']], [126, ['"k0":2']], [127, ['"4294967295":1']]]) {
  const o = JSON.parse(obj(n, extra));
  console.log(n, extra.length, %HasFastProperties(o), Object.keys(o).length);
}
const o = JSON.parse(obj(130)); o.extra = 1; delete o.k3; console.log(%HasFastProperties(o), Object.keys(o).length);
const arr = JSON.parse('[' + obj(127) + ',' + obj(128) + ']'); console.log(%HasFastProperties(arr[0]), %HasFastProperties(arr[1]));
