// How V8 names an object that is not callable in a message
// (Object::NoSideEffectsToString), with no script code run: an error as
// 'Name: message'; an object whose toString is Object.prototype's as #<C>,
// C its constructor's name; anything else as [object Tag].
class A {}
function F() {}
const vals = [new Error('boom'), new TypeError('t'), new Error(''), Object.assign(new Error('m'), { name: '' }), Object.create(null), new A(), Math, new Map(), new Set(), /re/g,
  { [Symbol.toStringTag]: 'Tagged' }, Object.assign(Object.create(null), { [Symbol.toStringTag]: 'T2' }), { toString() { return 'x'; } },
  new Number(5), new String('s'), new Boolean(true), Object(Symbol('q')), new F(), JSON, Reflect, [1, 2], (function () { return arguments; })(1),
  Object.create(Error.prototype), new WeakMap(), Object.create(A.prototype), { constructor: 5 }, { constructor: F }];
for (const v of vals) {
  try { [1].map(v); } catch (e) { console.log(e.message); }
}
console.log(new WeakMap().constructor === WeakMap, new WeakSet().constructor === WeakSet);
// Node 22 and 24 show the same text at the end of sort's message.
for (const v of vals) {
  try { [2, 1].sort(v); } catch (e) { console.log(e.message); }
}
