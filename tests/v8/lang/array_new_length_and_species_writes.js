// new Array(n) past 1,024 is n holes (V8 keeps it fast up to kMaxFastArrayLength);
// a constructor given to an array by Object.assign, Reflect.set or a getter is its species.
var a = new Array(2000);
console.log(a.length, %HasHoleyElements(a), %HasSmiElements(a), %HasDictionaryElements(a), 5 in a);
a[1999] = 1; a[0] = 'x';
console.log(%HasObjectElements(a), %HaveSameMap(a, ['x', , 1]));
class A extends Array {}
var b = A.from({length: 2000}, (_, i) => i);
console.log(b instanceof A, b.length, b.map(x => x * 2)[1999], b.slice(10).length, b.filter(x => x % 2).length, b.splice(0, 1500).length);
console.log(Array(3000).length, new Array(0).length);
try { new Array(-1); } catch (e) { console.log(e.constructor.name, e.message); }
try { new Array(1.5); } catch (e) { console.log(e.constructor.name, e.message); }
class C extends Array {}
var c1 = [1, 2]; Object.assign(c1, {constructor: C}); console.log(c1.map(x => x) instanceof C);
var c2 = [1, 2]; Reflect.set(c2, 'constructor', C); console.log(c2.filter(x => x) instanceof C);
var c3 = [1, 2]; c3.__defineGetter__('constructor', () => C); console.log(c3.slice() instanceof C);
console.log(%HasHoleyElements([1, 2].map(x => x)));
