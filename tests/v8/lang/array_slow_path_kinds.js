// The array built-ins' fast path needs an array on the initial
// Array.prototype with no constructor of its own, and the species
// protector intact. Off it (a subclass's instance, even one whose species is
// Array), map, filter, slice, splice and flat make holey results. concat's
// fast path instead needs every part to have an initial array map (no named
// property of its own), and does not look at the protector.
const packed = [1, 2];
const holey = [1, , 2];
holey[1] = 3;
const holeyElements = [{}, , 1];
holeyElements[1] = 2;
class D extends Array {}
Object.defineProperty(D, Symbol.species, { value: Array });
const a = new D(4, 5, 6);
const fromD = {
  map: a.map((x) => x),
  filter: a.filter(() => true),
  slice: a.slice(0, 2),
  splice: a.splice(0, 1),
  flat: a.flat(),
};
for (const [k, v] of Object.entries(fromD)) {
  console.log(k, v.constructor.name, %HaveSameMap(v, packed), %HaveSameMap(v, holey));
}
console.log('concat', %HaveSameMap(a.concat([1]), holeyElements));
console.log('concat part', %HaveSameMap([1, 2].concat(a), holeyElements));
class E extends Array {}
const e = new E(4, 5, 6);
console.log('subclass', %HaveSameMap(e.map((x) => x), new E(1, 2)), %HaveSameMap(e.concat([1]), new E(1, 2)));
const named = [9];
named.foo = 1;
console.log('named part', %HaveSameMap([1, 2].concat(named), packed));
console.log('named map', %HaveSameMap(named.map((v) => v), packed));
const own = [9];
own.constructor = Array;
console.log('own constructor', %HaveSameMap(own.map((v) => v), packed), %HaveSameMap(own.map((v) => v), holey));
console.log('protector broken, concat', %HaveSameMap([1, 2].concat([3]), packed));
console.log('own-constructor part', %HaveSameMap([1, 2].concat(own), packed));
