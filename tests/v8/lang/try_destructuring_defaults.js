// Object and array destructuring with defaults, renames and rest; rest objects are fresh.
const opts = { host: 'h', port: undefined, extra: 1, more: 2 };
const { host, port = 8080, missing: renamed = 'dflt', ...others } = opts;
const [a, [b, c = 'C'] = [], ...tail] = [1, ['B'], 3, 4];
console.log(host, port, renamed, others, a, b, c, tail);
console.log(%HasFastProperties(others), %HaveSameMap(others, { extra: 0, more: 0 }));
