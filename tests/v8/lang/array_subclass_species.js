// A subclass of Array: its instances take its prototype, its inherited from
// and of make instances of it, and the methods that make a new array ask the
// receiver's constructor for Symbol.species, so they return the subclass too.
class MyArray extends Array {}
var m = MyArray.from([1, 2, 3]);
var results = {
  map: m.map(x => x * 2),
  filter: m.filter(x => x > 1),
  slice: m.slice(1),
  splice: m.slice().splice(0, 2),
  concat: m.concat([4]),
  flat: MyArray.from([[1], [2]]).flat(),
  flatMap: m.flatMap(x => [x, x]),
};
for (const k in results) {
  const r = results[k];
  console.log(k, r instanceof MyArray, Array.isArray(r), r.length, r.join());
}
// A species of undefined or null falls back to Array; a constructor that
// is not one throws.
class Plain extends Array { static get [Symbol.species]() { return undefined; } }
console.log(Plain.from([1]).map(x => x) instanceof Plain);
class Nulled extends Array { static get [Symbol.species]() { return null; } }
console.log(Nulled.from([1]).filter(x => x).constructor === Array);
var o = [1, 2]; o.constructor = {[Symbol.species]: function (n) { this.made = n; }};
var r = o.map(x => x + 1);
console.log(Array.isArray(r), r.made, r[0], r[1], r.length);
var bad = [1]; bad.constructor = {[Symbol.species]: 5};
try { bad.map(x => x); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
var bad2 = [1]; bad2.constructor = 7;
try { bad2.filter(x => x); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
// The species is read before the callback runs.
var log = [];
class Logged extends Array { static get [Symbol.species]() { log.push('species'); return Array; } }
Logged.from([1]).map(x => { log.push('callback'); return x; });
console.log(log.join());
console.log(%HaveSameMap(m.map(x => x), MyArray.from([1])));
var a = MyArray.from([1]); console.log(a instanceof MyArray, a.constructor === MyArray);
var b = new MyArray(); b.push(1); console.log(b instanceof MyArray, b.map(x => x) instanceof MyArray);
var c = MyArray.of(1, 2); console.log(c instanceof MyArray, c.length);
// A subclass's super(0) is packed (V8's Runtime_NewArray); new Array(0) is holey.
class M extends Array {}
console.log(%HasHoleyElements(new M(0)), %HasHoleyElements(new M(3)), %HasHoleyElements(new M()), %HasHoleyElements(new M(1, 2)));
console.log(%HasHoleyElements(Reflect.construct(Array, [0], M)), %HasHoleyElements(new Array(0)));
var z = new M(0); z.push(1); console.log(%HasHoleyElements(z), %HaveSameMap(z, M.of(1)));
console.log(%HasHoleyElements(M.from([1,2]).map(x=>x)), %HasHoleyElements([1,2].map(x=>x)));
