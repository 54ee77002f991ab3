// Bound functions take one of two maps of their own: one for targets that construct, one for the rest.
function f() {} const a = () => 1; class C {} const o = {m() {}};
const bf = f.bind(null), ba = a.bind(null), bc = C.bind(null), bbf = bf.bind(null), bba = ba.bind(null);
console.log(%HaveSameMap(bf, bc), %HaveSameMap(bf, ba), %HaveSameMap(bf, bbf), %HaveSameMap(ba, bba));
console.log(%HaveSameMap(bf, f), %HaveSameMap(ba, a), %HasFastProperties(bf));
console.log(%HaveSameMap(o.m.bind(null), ba), %HaveSameMap(Math.max.bind(null), ba), %HaveSameMap(Object.bind(null), bf));
function g() {} Object.setPrototypeOf(g, null);
const bnull = Function.prototype.bind.call(g, null);
console.log(%HaveSameMap(bnull, bf), Object.getPrototypeOf(bnull), %HaveSameMap(bnull, Function.prototype.bind.call(g, 1)));
bf.x = 1; const bf2 = function () {}.bind(null); bf2.x = 2;
console.log(%HaveSameMap(bf, bf2), Object.getOwnPropertyNames(bf));
console.log(Object.getOwnPropertyDescriptor(bf, 'name'), Object.getOwnPropertyDescriptor(bf, 'length'));
