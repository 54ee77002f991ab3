// Reflect.construct(F, [], G) with a new.target G unrelated to F: V8 11.3 makes a fresh derived map for each object; V8 12.4 and later cache it.
class F { constructor() { this.x = 1; } }
class G {}
const a = Reflect.construct(F, [], G);
const b = Reflect.construct(F, [], G);
console.log(%HaveSameMap(a, b), Object.getPrototypeOf(a) === G.prototype, a.x);
