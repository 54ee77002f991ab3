// JSON.parse of an object with many keys: fast or dictionary?
function obj(n) {
  const parts = [];
  for (let i = 0; i < n; i++) parts.push('"k' + i + '":' + i);
  return '{' + parts.join(',') + '}';
}
for (const n of [10, 50, 128, 200, 1100]) {
  const o = JSON.parse(obj(n));
  console.log(n, %HasFastProperties(o), Object.keys(o).length);
}
