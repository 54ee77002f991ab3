// Iterating an array, a map, a string or an arguments object calls the
// [Symbol.iterator] its chain holds: a script's replacement, or none once
// deleted. Array.from reads a getter's method once.
console.log("start"); // stdout is made before the iterators change
const saved = Array.prototype[Symbol.iterator];
delete Array.prototype[Symbol.iterator];
const a12 = [1, 2];
try { console.log([...a12]); } catch (e) { console.log(e.constructor.name, e.message); }
try { for (const x of a12) console.log(x); } catch (e) { console.log(e.constructor.name, e.message); }
Array.prototype[Symbol.iterator] = saved;
console.log([...a12]);
Array.prototype[Symbol.iterator] = function () { return saved.call(['patched', this.length]); };
console.log([...a12]);
for (const x of a12) console.log('of', x);
const [first] = a12;
console.log(first);
delete Array.prototype[Symbol.iterator];
Object.defineProperty(Array.prototype, Symbol.iterator, { value: saved, writable: true, configurable: true });
console.log([...[3]], Array.prototype[Symbol.iterator] === Array.prototype.values);
const own = [7, 8];
own[Symbol.iterator] = function () { return saved.call([this.length]); };
console.log([...own], [...[7, 8]]);
let reads = 0;
const withGetter = { get [Symbol.iterator]() { reads++; return saved.bind(['g1', 'g2']); } };
console.log(Array.from(withGetter), reads);
const arrayGetter = [5, 6];
Object.defineProperty(arrayGetter, Symbol.iterator, { get() { reads++; return saved.bind(['own']); } });
console.log(Array.from(arrayGetter), [...arrayGetter], reads);
const m = new Map([[1, 2]]);
Map.prototype[Symbol.iterator] = Map.prototype.keys;
console.log([...m]);
String.prototype[Symbol.iterator] = function () { return saved.call([1, 2, 3]); };
console.log([...'ab']);
function f() { return [...arguments]; }
console.log(f(1, 2));
function g() { delete arguments[Symbol.iterator]; try { return [...arguments]; } catch (e) { return e.message; } }
console.log(g(1));
