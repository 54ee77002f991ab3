// An options object built by merging defaults with user overrides: does it stay fast and share a map?
const DEFAULTS = { timeout: 1000, retries: 3, verbose: false, baseUrl: '/' };
function buildOptions(user = {}) {
  const opts = { ...DEFAULTS };
  for (const [k, v] of Object.entries(user)) if (k in DEFAULTS && v !== undefined) opts[k] = v;
  return opts;
}
const a = buildOptions({ timeout: 5000 });
const b = buildOptions({ verbose: true, unknown: 1 });
const c = buildOptions();
console.log(a, b.verbose, 'unknown' in b);
console.log(%HasFastProperties(a), %HaveSameMap(a, b), %HaveSameMap(b, c));
