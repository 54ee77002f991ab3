// Array.prototype.constructor stored breaks the array species protector.
function kinds(tag) {
  const p = [1, 2, 3];
  console.log(tag, %HasHoleyElements(p.map(x => x)), %HasHoleyElements(p.filter(x => true)), %HasHoleyElements(p.slice(1)));
}
kinds('before');
Array.prototype.constructor = Array;
kinds('proto constructor');
