// Layered config: defaults, file config and env-like overrides with nested merge.
function deepMerge(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = v && typeof v === 'object' && !Array.isArray(v) ? deepMerge(a[k] || {}, v) : v;
  return out;
}
const defaults = { db: { host: 'localhost', port: 5432 }, log: { level: 'info' } };
const file = { db: { port: 6543 }, features: ['x'] };
const env = { log: { level: 'debug' } };
const cfg = [file, env].reduce(deepMerge, defaults);
console.log(JSON.stringify(cfg), %HasFastProperties(cfg), %HasFastProperties(cfg.db));
console.log(%HaveSameMap(cfg.db, defaults.db));
