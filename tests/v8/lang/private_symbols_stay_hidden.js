// V8's private symbols (the machinery behind #fields): own-only, never
// listed, not enumerable, and stored even on frozen objects.
const p = %CreatePrivateSymbol("secret");
const proto = {}; proto[p] = "on the prototype";
const o = Object.create(proto);
console.log(o[p], p in o, %SymbolIsPrivate(p));
o[p] = 1;
console.log(o[p], Object.getOwnPropertySymbols(o).length, Reflect.ownKeys(o).length);
console.log(Object.getOwnPropertyDescriptor(o, p).enumerable);
const f = Object.freeze({x: 1});
f[p] = 2;
console.log(f[p], Object.isFrozen(f), %HasFastProperties(f));
const a = {}; a[p] = 1; const b = {}; b[p] = 2;
console.log(%HaveSameMap(a, b));
