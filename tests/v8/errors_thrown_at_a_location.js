// An error V8 throws with Isolate::ThrowAt (a load from null or undefined,
// including destructuring and reading Symbol.iterator, and a JSON.parse fault)
// gains three private symbols, its message location, after `message`; a stack
// overflow's RangeError gains the private wasm_uncatchable_symbol
// (Isolate::StackOverflow). Other errors the engine throws have the map of an
// error the script constructs.
const same = (a, b) => %HaveSameMap(a, b);
function thrown(fn) {
  try { fn(); } catch (e) { return e; }
  throw new Error("did not throw");
}
function check(name, fn) {
  const e = thrown(fn);
  console.log(name, e.constructor.name, same(e, new e.constructor("m")));
  return e;
}
const load = check("null.x", () => null.x);
const keyed = check("undefined[0]", () => undefined[0]);
check("null.x = 1", () => { null.x = 1; });
check("null.x()", () => null.x());
check("destructure null", () => { const { a } = null; });
check("destructure a missing argument", () => { (({ a }) => a)(); });
check("spread null", () => [...null]);
check("array destructure undefined", () => { const [a] = undefined; });
check("for-of 1", () => { for (const x of 1) {} });
check("undefined call", () => undefined());
check("not defined", () => notDefinedAnywhere);
check("Object.keys(null)", () => Object.keys(null));
check("const assign", () => { const c = 1; c = 2; });
check("new Array(-1)", () => new Array(-1));
const parse = check("JSON.parse", () => JSON.parse("{"));
check("JSON.parse with a reviver", () => JSON.parse("[1,]", (k, v) => v));
check("JSON.stringify circular", () => { const o = {}; o.o = o; JSON.stringify(o); });
const overflow = check("stack overflow", () => { const r = () => r(); r(); });
const overflow2 = check("stack overflow in a function", () => { function q() { q(); } q(); });
console.log("two loads share a map", same(load, keyed), "two overflows share a map", same(overflow, overflow2));
console.log("the symbols are private", Reflect.ownKeys(load).join(","), Reflect.ownKeys(overflow).join(","), Object.getOwnPropertySymbols(parse).length);
