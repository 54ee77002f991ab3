// `in` with own, inherited and array index keys; instanceof with classes and Object.create.
class A {} class B extends A {}
const b = new B();
const arr = [10, 20];
console.log('x' in { x: undefined }, 'toString' in {}, 1 in arr, 2 in arr, 'length' in arr);
console.log(b instanceof A, b instanceof B, Object.create(null) instanceof Object, [] instanceof Object);
const hasX = { x: undefined };
console.log(%HaveSameMap(hasX, { x: 1 }), %HaveSameMap(new A(), b), %HasFastProperties(A.prototype));
