// `this` in sloppy vs strict calls, method calls, call/apply.
function sloppyThis() { return typeof this; }
function strictThis() { 'use strict'; return typeof this; }
const o = { name: 'o', who() { return this.name; } };
const detached = o.who;
console.log(sloppyThis(), strictThis(), o.who(), detached.call({ name: 'other' }));
console.log(strictThis.call(5), sloppyThis.call(5), strictThis.apply('s'));
console.log(%HaveSameMap(sloppyThis, o.who), %HaveSameMap(sloppyThis, strictThis), %HasFastProperties(o));
