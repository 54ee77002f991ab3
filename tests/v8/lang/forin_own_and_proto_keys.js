// for...in lists own enumerable keys first, then the prototype's.
const proto = { p1: 1, p2: 2 };
const o = Object.create(proto);
o.own1 = 'a'; o.own2 = 'b';
const keys = [];
for (const k in o) keys.push(k + (Object.hasOwn(o, k) ? '*' : ''));
console.log(keys.join(' '), %HasFastProperties(o), %HasFastProperties(proto));
