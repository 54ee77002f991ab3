// Computed method names, including a symbol key, on a class prototype.
const k = 'dyn';
const sym = Symbol('tag');
class C {
  [k + 'Method']() { return 1; }
  ['x' + 2]() { return 2; }
  [sym]() { return 3; }
}
const c = new C();
console.log(c.dynMethod() + c.x2() + c[sym](), Object.getOwnPropertyNames(C.prototype).join(','));
console.log(Object.getOwnPropertySymbols(C.prototype).length, %HasFastProperties(C.prototype));
