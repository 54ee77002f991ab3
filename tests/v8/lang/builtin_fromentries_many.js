// Object.fromEntries with many entries: fast or dictionary?
for (const n of [5, 20, 40, 100]) {
  const o = Object.fromEntries(Array.from({ length: n }, (_, i) => ['k' + i, i]));
  console.log(n, %HasFastProperties(o), Object.keys(o).length);
}
