// A built-in object's methods and constants are its own properties, with
// V8's attributes: methods writable, configurable and not enumerable (Node's
// console methods enumerable), constants and well-known symbols neither.
// A store keeps them: a replaced method stays out of for-in, a constant
// takes no store, and one deleted is gone.
const show = (label, f) => { try { console.log(label, f()); } catch (e) { console.log(label, 'threw', e.constructor.name, e.message); } };
show('own methods', () => [Array.prototype.hasOwnProperty('push'), Object.hasOwn(Array.prototype, 'map'), Array.hasOwnProperty('from'), Object.hasOwnProperty('keys'), Math.hasOwnProperty('max'), JSON.hasOwnProperty('parse'), Reflect.hasOwnProperty('ownKeys')]);
show('inherited are not own', () => [[].hasOwnProperty('push'), Object.hasOwn(Object.create(Array.prototype), 'map'), Math.hasOwnProperty('hasOwnProperty'), String.prototype.hasOwnProperty('push')]);
show('constructor', () => [Array.prototype.hasOwnProperty('constructor'), Map.prototype.hasOwnProperty('constructor'), Object.getOwnPropertyDescriptor(Array.prototype, 'constructor').value === Array]);
show('descriptor of a method', () => Object.getOwnPropertyDescriptor(Array.prototype, 'push'));
show('descriptor of a constant', () => [Object.getOwnPropertyDescriptor(Math, 'PI'), Object.getOwnPropertyDescriptor(Number, 'MAX_SAFE_INTEGER').writable]);
show('descriptor of a well-known symbol', () => Object.getOwnPropertyDescriptor(Symbol, 'iterator'));
show('symbol-keyed', () => [Object.getOwnPropertyDescriptor(Array.prototype, Symbol.iterator).value === Array.prototype.values, Object.getOwnPropertyDescriptor(Function.prototype, Symbol.hasInstance)]);
show('arguments', () => (function () { return [Object.hasOwn(arguments, Symbol.iterator), Object.getOwnPropertyDescriptor(arguments, Symbol.iterator).enumerable]; })());
show('console', () => [Object.getOwnPropertyDescriptor(console, 'log').enumerable, console.hasOwnProperty('log')]);
show('not enumerable', () => [Array.prototype.propertyIsEnumerable('push'), Object.keys(Math).length, Object.keys(JSON)]);
show('names', () => [Object.getOwnPropertyDescriptor(Map.prototype, 'get').value.name, Object.getOwnPropertyDescriptor(Set.prototype, 'keys').value.name]);
show('a missing name', () => [Array.prototype.hasOwnProperty('nope'), Object.getOwnPropertyDescriptor(Math, 'nope')]);
show('a store keeps the attributes', () => { const saved = JSON.stringify; JSON.stringify = 5; const d = Object.getOwnPropertyDescriptor(JSON, 'stringify'); JSON.stringify = saved; return [d.value, d.enumerable, d.writable, Object.keys(JSON)]; });
show('a replaced method stays out of for-in', () => { const inc = Array.prototype.includes; Array.prototype.includes = function (x) { return inc.call(this, x); }; const seen = []; for (const k in [1]) seen.push(k); return [seen, Object.keys(Array.prototype), [2].includes(2)]; });
show('a constant takes no store', () => { Math.PI = 3; Symbol.iterator = 1; return [Math.PI, typeof Symbol.iterator, Object.keys(Math)]; });
show('strict', () => { 'use strict'; Math.E = 1; });
show('after delete', () => { const saved = Math.max; delete Math.max; const r = [Math.hasOwnProperty('max'), Object.getOwnPropertyDescriptor(Math, 'max')]; Math.max = saved; return [r, Object.keys(Math), Math.propertyIsEnumerable('max')]; });
show('arguments store', () => (function () { arguments[Symbol.iterator] = function () { return [9][Symbol.iterator](); }; return [Object.getOwnPropertyDescriptor(arguments, Symbol.iterator).enumerable, [...arguments]]; })(1));
show('maps', () => [%HasFastProperties(Math), %HasFastProperties(JSON)]);
show('a definition keeps the method', () => { Object.defineProperty(Array.prototype, 'push', { enumerable: true }); const a = []; a.push(1); return [typeof Array.prototype.push, Object.keys(Array.prototype), a]; });
show('a definition of attributes alone', () => { Object.defineProperty(Math, 'min', { writable: false }); return [typeof Math.min, Object.getOwnPropertyDescriptor(Math, 'min').writable]; });
show('a constant is not redefined', () => Object.defineProperty(Math, 'LN2', { value: 3 }));
show('the same value is', () => [Object.defineProperty(Math, 'LN2', { value: Math.LN2 }) === Math, Math.LN2]);
show('what is not configurable stays', () => [delete Math.PI, delete Symbol.iterator, delete Function.prototype[Symbol.hasInstance], Reflect.deleteProperty(Number, 'NaN'), Math.PI, typeof Symbol.iterator, Number.isNaN(Number.NaN)]);
show('strict delete of a constant', () => { 'use strict'; delete Math.PI; });
show('strict delete of a method', () => { 'use strict'; const saved = JSON.parse; const r = delete JSON.parse; JSON.parse = saved; return [r, typeof JSON.parse]; });
