// A custom Error subclass with extra fields: instances share a map.
class HttpError extends Error {
  constructor(status, msg) { super(msg); this.name = 'HttpError'; this.status = status; }
}
const a = new HttpError(404, 'not found'), b = new HttpError(500, 'boom');
try { throw a; } catch (e) { console.log(e instanceof HttpError, e instanceof Error, e.name, e.status, e.message, String(e)); }
console.log(%HaveSameMap(a, b), %HasFastProperties(a), Object.keys(a));
