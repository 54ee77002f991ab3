// Object.is vs ===, and Object.hasOwn vs in.
console.log(Object.is(NaN, NaN), NaN === NaN, Object.is(0, -0), 0 === -0);
const o = Object.create({ inherited: 1 });
o.own = 2;
console.log(Object.hasOwn(o, 'own'), Object.hasOwn(o, 'inherited'), 'inherited' in o);
console.log(%HasFastProperties(o), %HaveSameMap(o, Object.create(Object.getPrototypeOf(o))), Object.keys(o));
