// V8's array species protector: a subclass with its own Symbol.species leaves it
// intact; a constructor stored on an array breaks it for good, and map, filter,
// slice and splice then build on new Array(n), so their results are holey.
function kinds(tag) {
  const p = [1, 2, 3];
  console.log(tag, %HasHoleyElements(p.map(x => x)), %HasHoleyElements(p.filter(x => true)), %HasHoleyElements(p.slice(1)),
    %HasHoleyElements(p.slice().splice(0, 2)), %HasHoleyElements(p.concat([4])), %HasHoleyElements(Array.from(p)), %HasHoleyElements(Array.of(1)), %HasHoleyElements([[1]].flat()));
}
kinds('before');
class S extends Array { static get [Symbol.species]() { return Array; } }
kinds('subclass species');
var x = [1]; x.constructor = Array;
kinds('instance constructor');
