// Array[Symbol.species] redefined breaks the array species protector.
function kinds(tag) {
  const p = [1, 2, 3];
  console.log(tag, %HasHoleyElements(p.map(x => x)), %HasHoleyElements(p.filter(x => true)), %HasHoleyElements(p.slice(1)));
}
kinds('before');
Object.defineProperty(Array, Symbol.species, {get() { return Array; }});
kinds('species redefined');
class T extends Array {}; new T(1).map(x => x);
kinds('subclass used');
