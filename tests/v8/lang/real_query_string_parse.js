// Parsing a query string into an object with repeated keys collected into arrays.
function parseQuery(qs) {
  const out = {};
  for (const part of qs.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [k, v = ''] = part.split('=').map(decodeURIComponent);
    if (k in out) out[k] = [].concat(out[k], v); else out[k] = v;
  }
  return out;
}
const q = parseQuery('?page=2&tag=a&tag=b&q=hello%20world&empty=');
console.log(q, %HasFastProperties(q));
