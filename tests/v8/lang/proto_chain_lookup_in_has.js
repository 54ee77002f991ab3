// `in` follows the chain, hasOwnProperty/Object.hasOwn do not.
const gp = { g: 1 };
const p = Object.create(gp); p.p = 2;
const o = Object.create(p); o.o = 3;
console.log('g' in o, 'p' in o, o.hasOwnProperty('g'), Object.hasOwn(o, 'o'));
console.log(Object.getPrototypeOf(Object.getPrototypeOf(o)) === gp);
console.log(%HasFastProperties(gp), %HasFastProperties(p), %HasFastProperties(o));
