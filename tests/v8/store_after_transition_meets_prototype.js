// A store of a key that an object's map has an add transition for still
// meets what the prototype chain holds: a setter added to Object.prototype
// later runs, and a read-only property there refuses the store.
const a = {};
a.x = 1;
a.y = 2;
Object.defineProperty(Object.prototype, 'x', {
  set(v) { console.log('setter', v); },
  configurable: true,
});
const b = {};
b.x = 3;
console.log(Object.hasOwn(b, 'x'), %HasFastProperties(b));
const k = 'x';
b[k] = 4;
console.log(Object.hasOwn(b, 'x'));
Object.assign(b, {x: 5});
console.log(Object.hasOwn(b, 'x'));
delete Object.prototype.x;
Object.defineProperty(Object.prototype, 'y', {value: 0, writable: false, configurable: true});
const c = {};
c.y = 6;
console.log(c.y, Object.hasOwn(c, 'y'));
delete Object.prototype.y;
const d = {};
d.x = 7;
d.y = 8;
console.log(%HaveSameMap(a, d), d.x, d.y);
