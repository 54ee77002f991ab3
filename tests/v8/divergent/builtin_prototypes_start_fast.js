// V8's bootstrapper builds the built-in constructors and prototypes in fast
// mode, and normalizes none of them while it is active
// (PrototypeBenefitsFromNormalization). Later, Object.create of a built-in
// constructor that is not yet a prototype map normalizes it; most built-in
// prototypes stay fast. The model keeps Object.prototype, Function.prototype
// and Array.prototype fast, and makes the other built-in prototypes on first
// use as ordinary objects that become prototypes in setup mode, which
// normalizes them.
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
console.log(probe("Map", Map));
console.log(probe("Set", Set));
console.log(probe("RegExp", RegExp));
console.log(probe("String", String));
console.log(probe("Symbol", Symbol));
class E extends Error {}
console.log("class extends Error", f(Error), f(Error.prototype));
