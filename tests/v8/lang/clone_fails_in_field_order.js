// structuredClone fails at the first value it cannot clone, in property
// order: the getters of earlier properties run first, later ones do not.
const log = [];
const getter = (name) => ({ get v() { log.push(name); return 1; } });
function attempt(o) {
  log.length = 0;
  try {
    structuredClone(o);
    console.log("cloned", log.join(","));
  } catch (e) {
    console.log(e.name, e.message.startsWith("Symbol") ? "symbol" : "function", log.join(","));
  }
}
attempt({ a: getter("a"), f() {}, s: Symbol("s"), b: getter("b") });
attempt({ a: getter("a"), s: Symbol("s"), f() {}, b: getter("b") });
attempt({ n: { x: 1 }, a: getter("a"), s: Symbol("s") });
attempt({ a: getter("a"), b: getter("b") });
