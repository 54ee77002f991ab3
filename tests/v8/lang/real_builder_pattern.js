// A fluent builder class accumulating fields; built results share a map when the same setters run in order.
class RequestBuilder {
  constructor() { this.req = { method: 'GET', headers: {} }; }
  url(u) { this.req.url = u; return this; }
  header(k, v) { this.req.headers[k] = v; return this; }
  body(b) { this.req.method = 'POST'; this.req.body = b; return this; }
  build() { return this.req; }
}
const r1 = new RequestBuilder().url('/a').header('x-id', '1').build();
const r2 = new RequestBuilder().url('/b').header('x-id', '2').build();
const r3 = new RequestBuilder().url('/c').body('{}').build();
console.log(r1, r3.method, %HaveSameMap(r1, r2), %HaveSameMap(r1, r3), %HaveSameMap(r1.headers, r2.headers));
