// Object.defineProperty on a function's own prototype, name or length
// changes only what the descriptor names: the rest keep the attributes the
// function gave them (prototype writable and not configurable, name and
// length read-only and configurable), and a class's prototype is read-only.
function F(a) {}
const d = (f, k) => {
  const x = Object.getOwnPropertyDescriptor(f, k);
  return x === undefined ? 'none' : [typeof x.value, x.writable, x.enumerable, x.configurable].join('/');
};
console.log(d(F, 'prototype'), d(F, 'name'), d(F, 'length'));
Object.defineProperty(F, 'name', {value: 'G'});
Object.defineProperty(F, 'length', {value: 5});
console.log(d(F, 'name'), d(F, 'length'), F.name, F.length);
Object.defineProperty(F, 'prototype', {value: {r: 2}});
console.log(d(F, 'prototype'), F.prototype.r);
F.prototype = 5;
console.log(F.prototype, d(F, 'prototype'));
class C {}
console.log(d(C, 'prototype'));
try { Object.defineProperty(C, 'prototype', {value: {}}); console.log('redefined'); } catch (e) { console.log(e.constructor.name); }
function H() {}
try { Object.defineProperty(H, 'prototype', {enumerable: true}); console.log('redefined'); } catch (e) { console.log(e.constructor.name); }
// What Babel's _createClass does: the value stays, only writable changes.
function J() {}
const before = J.prototype;
Object.defineProperty(J, 'prototype', {writable: false});
J.prototype = 3;
console.log(J.prototype === before, d(J, 'prototype'), %HaveSameMap(new J(), new J()));
Object.defineProperties(H, {length: {value: 7}});
console.log(d(H, 'length'), H.length);
console.log(Reflect.defineProperty(C, 'prototype', {value: 1}), d(C, 'prototype'));
