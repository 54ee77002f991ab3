// Setting to undefined instead of delete keeps a hash-map object fast (but the key remains).
const registry = { a: 1, b: 2, c: 3, d: 4 };
registry.b = undefined;
console.log(%HasFastProperties(registry), Object.keys(registry), JSON.stringify(registry));
const compact = Object.fromEntries(Object.entries(registry).filter(([, v]) => v !== undefined));
console.log(compact, %HasFastProperties(compact));
