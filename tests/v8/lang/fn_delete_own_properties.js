// Deleting a function's own name or length sends it to dictionary mode (its map never held them as the last add); prototype, arguments and caller stay.
function show(label, o, twin, k) {
  const d = delete o[k];
  console.log(label, k, d, %HasFastProperties(o), %HaveSameMap(o, twin), Object.getOwnPropertyNames(o).join(','), typeof o[k]);
}
function f() {} const a = () => 1, a2 = () => 2; class C {} function s() { 'use strict'; }
show('arrow', a, a2, 'name');
show('arrow', () => 1, a2, 'length');
show('function', f, s, 'name');
show('function', function () {}, s, 'length');
show('function', function () {}, s, 'prototype');
show('function', function () {}, s, 'caller');
show('class', C, s, 'name');
show('strict', s, f, 'name');
show('bound', f.bind(null), function () {}.bind(null), 'name');
show('bound', a.bind(null), function () {}.bind(null), 'length');
show('method', {m() {}}.m, a2, 'name');
show('builtin', Math.max, Math.min, 'name');
class B extends C {}
delete B.name;
console.log(B.name, Object.hasOwn(B, 'name'), 'name' in B);
function h() {} Object.defineProperty(h, 'name', {value: 'x'});
console.log(Object.getOwnPropertyNames(h).join(','), h.name, delete h.name, h.name === '', Object.getOwnPropertyNames(h).join(','));
console.log(Object.getOwnPropertyNames(Math.max), Object.getOwnPropertyNames(Object).slice(0, 3), Object.getOwnPropertyDescriptor(Math.max, 'name'));
console.log(Function.prototype.name === '', Function.prototype.length, Object.getOwnPropertyNames(Function.prototype).slice(0, 4));
