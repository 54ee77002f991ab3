// Only the direct prototype of an object that becomes a prototype for the first time is re-optimized, by Object.create, __proto__ = and F.prototype = alike; a grandparent, or a parent whose child was already a prototype, stays in dictionary mode.
function reconf(o) { Object.defineProperty(o, 'c', {value: 1, writable: true, configurable: true}); Object.defineProperty(o, 'c', {writable: false}); }
const e2 = {a: 1}; const e3 = Object.create(e2); const e4 = Object.create(e3); e4.x = 1;
reconf(e2);
console.log('e2 before', %HasFastProperties(e2));
Object.create(e4);
console.log('e2 after great-grandchild', %HasFastProperties(e2), %HasFastProperties(e3));
const f2 = {a: 1}; const f3 = Object.create(f2); f3.x = 1;
Object.create(f3);
reconf(f2);
console.log('f2 before', %HasFastProperties(f2));
Object.create(f3);
console.log('f2 after second grandchild (f3 already proto)', %HasFastProperties(f2));
const g2 = {a: 1}; const g3 = Object.create(g2); g3.x = 1;
reconf(g2);
const g4 = {}; g4.__proto__ = g3;
console.log('g2 after __proto__ set', %HasFastProperties(g2));
const h2 = {a: 1}; const h3 = Object.create(h2); h3.x = 1;
reconf(h2);
function H() {} H.prototype = h3;
console.log('h2 after F.prototype =', %HasFastProperties(h2));
new H();
console.log('h2 after new H', %HasFastProperties(h2));
