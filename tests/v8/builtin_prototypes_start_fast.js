// V8's bootstrapper builds the built-in constructors and prototypes in fast
// mode, and normalizes none of them while it is active
// (PrototypeBenefitsFromNormalization). Node leaves every built-in prototype
// but the primitive wrappers' marked to stay fast, and so are the
// constructors it (or the spec) makes prototypes: Function, the errors, Map,
// Set and the weak collections. Object.create of any other built-in
// constructor normalizes it as it does an ordinary object.
const f = (o) => %HasFastProperties(o);
function probe(name, C) {
  const before = [f(C), f(C.prototype)];
  Object.create(C.prototype);
  Object.create(C);
  return name + " " + before.join(" ") + " -> " + f(C) + " " + f(C.prototype);
}
console.log(probe("Object", Object));
console.log(probe("Function", Function));
console.log(probe("Array", Array));
console.log(probe("Error", Error));
console.log(probe("TypeError", TypeError));
console.log(probe("ReferenceError", ReferenceError));
console.log(probe("Map", Map));
console.log(probe("Set", Set));
console.log(probe("WeakMap", WeakMap));
console.log(probe("RegExp", RegExp));
console.log(probe("String", String));
console.log(probe("Number", Number));
console.log(probe("Symbol", Symbol));
class E extends Error {}
console.log("class extends Error", f(Error), f(Error.prototype));
const mapIterator = Object.getPrototypeOf(new Map().keys());
Object.create(mapIterator);
console.log("a map iterator's prototype", f(mapIterator));
Object("x");
new Boolean(true);
console.log("wrappers made", f(String.prototype), f(Boolean.prototype));
console.log("TypeError inherits from Error", Object.getPrototypeOf(TypeError) === Error);
