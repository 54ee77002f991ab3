// Writing to a getter-only accessor is silently ignored in sloppy mode; the map does not change.
const g = function () {};
const a = {};
Object.defineProperty(a, 'x', {get: g, configurable: true});
const b = {};
Object.defineProperty(b, 'x', {get: g, configurable: true});
a.x = 5;
const k = 'x';
a[k] = 6;
console.log(a.x, %HaveSameMap(a, b), %HasFastProperties(a));
