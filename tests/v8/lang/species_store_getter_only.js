// `Symbol.species` of Array, Map, Set and RegExp is an accessor with a
// getter alone: an assignment does nothing (and throws in strict code,
// naming the constructor that holds the getter), Reflect.set answers false,
// and the species stays the receiver, so map still builds a subclass.
class D extends Array {}
class X extends Array {}
D[Symbol.species] = X;
console.log(D[Symbol.species] === D, Object.getOwnPropertySymbols(D).length);
console.log(new D(1, 2, 3).map((x) => x).constructor.name);
Array[Symbol.species] = X;
console.log(Array[Symbol.species] === Array, [1, 2].map((x) => x).constructor.name);
console.log(Reflect.set(D, Symbol.species, X), Reflect.set(Map, Symbol.species, X));
class M extends Map {}
M[Symbol.species] = 5;
console.log(M[Symbol.species] === M);
function strictStore(C) {
  'use strict';
  try {
    C[Symbol.species] = X;
  } catch (e) {
    console.log(e.constructor.name + ': ' + e.message);
  }
}
strictStore(D);
strictStore(Set);
// A definition is no store: it makes an own property, which shadows the
// getter from then on.
Object.defineProperty(D, Symbol.species, { value: Array });
console.log(D[Symbol.species] === Array, new D(1, 2).map((x) => x).constructor === Array);
D[Symbol.species] = X;
console.log(D[Symbol.species] === Array);
const a = new D(4, 5);
console.log(%HaveSameMap(a.map((x) => x), [4, 5]));
