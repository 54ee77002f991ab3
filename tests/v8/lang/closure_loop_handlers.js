// Handlers created in a loop capture per-iteration bindings; the handler table stays fast.
const handlers = {};
for (const name of ['open', 'close', 'save']) handlers[name] = () => 'handled ' + name;
console.log(handlers.close(), Object.keys(handlers), %HasFastProperties(handlers));
console.log(%HaveSameMap(handlers.open, handlers.save));
