// The built-ins' symbol-keyed methods: arrays', maps' and sets'
// [Symbol.iterator] are their values/entries functions themselves (and
// Set.prototype.keys is values); strings and iterators have their own;
// Function.prototype[Symbol.hasInstance], Symbol.prototype[Symbol.toPrimitive];
// an arguments object's own [Symbol.iterator]; the collections' tags.
const show = (label, f) => { try { console.log(label, f()); } catch (e) { console.log(label, 'threw', e.constructor.name, e.message); } };
show('array', () => [Array.prototype[Symbol.iterator] === Array.prototype.values, Array.prototype[Symbol.iterator].name]);
show('map', () => Map.prototype[Symbol.iterator] === Map.prototype.entries);
show('set', () => [Set.prototype[Symbol.iterator] === Set.prototype.values, Set.prototype.keys === Set.prototype.values, Set.prototype.keys.name]);
show('string', () => [typeof String.prototype[Symbol.iterator], String.prototype[Symbol.iterator].name, String.prototype[Symbol.iterator].length]);
show('string iterator', () => { const it = 'a😀b'[Symbol.iterator](); return [it.next(), [...it], Object.prototype.toString.call(it)]; });
show('string on null', () => String.prototype[Symbol.iterator].call(null));
show('iterator is its own', () => { const it = [1][Symbol.iterator](); return [it[Symbol.iterator]() === it, it.next()]; });
show('hasInstance', () => [Function.prototype[Symbol.hasInstance].name, Function.prototype[Symbol.hasInstance].length, Function.prototype[Symbol.hasInstance].call(Array, []), Function.prototype[Symbol.hasInstance].call({}, [])]);
show('toPrimitive', () => [Symbol.prototype[Symbol.toPrimitive].name, String(Symbol.prototype[Symbol.toPrimitive].call(Object(Symbol.iterator)))]);
show('toPrimitive on a number', () => Symbol.prototype[Symbol.toPrimitive].call(1));
show('tags', () => [Map.prototype[Symbol.toStringTag], Set.prototype[Symbol.toStringTag], Object.prototype.toString.call(new WeakMap()), String(new Set())]);
show('in', () => [Symbol.iterator in [], Symbol.iterator in new Map(), Symbol.hasInstance in Array, Symbol.iterator in new WeakMap()]);
show('weak collections have none', () => [new WeakSet()[Symbol.iterator], WeakMap.prototype[Symbol.iterator]]);
show('array-like on the array prototype', () => { const o = Object.create(Array.prototype); o.length = 2; o[0] = 'x'; o[1] = 'y'; return [...o]; });
show('arguments', () => (function () { return [arguments[Symbol.iterator] === Array.prototype.values, [...arguments]]; })(1, 2));
show('a string key is not the symbol', () => [[1]['[Symbol.iterator]'], 'x'['[Symbol.iterator]']]);
show('maps stay', () => { const a = [1]; a[Symbol.iterator]; return [%HasFastProperties(Array.prototype), %HaveSameMap(a, [2])]; });
