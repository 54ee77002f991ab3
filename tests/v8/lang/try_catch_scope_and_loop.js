// try/catch inside a loop collecting failures into uniform result objects.
const inputs = ['1', 'x', '{"a":1}', '[', 'null'];
const results = inputs.map((s) => {
  try { return { ok: true, value: JSON.parse(s) }; } catch (e) { return { ok: false, value: e.name }; }
});
console.log(results.map((r) => (r.ok ? 'ok' : r.value)).join(' '));
console.log(%HaveSameMap(results[0], results[1]), %HasFastProperties(results[3]));
