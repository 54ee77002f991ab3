// Only named stores (o.k = v, also o['k'] = v) reach MakePrototypesFast; keyed
// stores, Object.assign, defineProperty and loads leave the prototype in
// dictionary mode. The whole chain is made fast at once.
const p1 = {a: 1}; const c1 = Object.create(p1); c1.y = 1;
const p2 = {a: 1}; const c2 = Object.create(p2); const K = 'y'; c2[K] = 1;
const p3 = {a: 1}; const c3 = Object.create(p3); Object.assign(c3, {y: 1});
const p4 = {a: 1}; const c4 = Object.create(p4); Object.defineProperty(c4, 'y', {value: 1});
const p5 = {a: 1}; const c5 = Object.create(p5); const v5 = c5.a;
const p6 = {a: 1}; const c6 = Object.create(p6); c6.a = 2;
console.log(%HasFastProperties(p1), %HasFastProperties(p2), %HasFastProperties(p3));
console.log(%HasFastProperties(p4), %HasFastProperties(p5), %HasFastProperties(p6));
const gp = {g: 1}; const p7 = Object.create(gp); const c7 = Object.create(p7); c7.y = 1;
console.log(%HasFastProperties(gp), %HasFastProperties(p7));
const p8 = Object.create(null); p8.a = 1; const c8 = Object.create(p8); c8.y = 1;
console.log(%HasFastProperties(p8));
for (let i = 0; i < 40; i++) p1['k' + i] = i;
console.log(%HasFastProperties(p1));
