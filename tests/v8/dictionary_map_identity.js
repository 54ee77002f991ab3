// Objects normalized from fast mode share one dictionary map per prototype; objects
// born in dictionary mode ({__proto__: null}, Object.create(null)) have another;
// a prototype change or integrity level on a dictionary object copies its map.
const a = {x: 1, y: 2}; Object.setPrototypeOf(a, null); delete a.x;
const b = {__proto__: null, q: 1};
const c = Object.create(null);
const d = {x: 1, y: 2, z: 3}; Object.setPrototypeOf(d, null); delete d.y;
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HaveSameMap(b, c), %HaveSameMap(a, d));
const f = {x: 1, y: 2}; delete f.x;
const g = {p: 1, q: 2, r: 3}; delete g.q;
const h = Object.create(null); Object.setPrototypeOf(h, Object.prototype);
const i = Object.create(null); Object.setPrototypeOf(i, Object.prototype);
console.log(%HaveSameMap(f, g), %HaveSameMap(f, h), %HaveSameMap(h, i));
const j = Object.create(null); Object.preventExtensions(j);
const k = Object.create(null); Object.preventExtensions(k);
console.log(%HaveSameMap(j, k));
