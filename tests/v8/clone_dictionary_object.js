// structuredClone of a dictionary-mode object (after a delete) is fast again.
const o = {a: 1, b: 2, c: 3};
delete o.a;
const c = structuredClone(o);
console.log(%HasFastProperties(o), %HasFastProperties(c), JSON.stringify(Reflect.ownKeys(c)));
const big = {};
for (let i = 0; i < 40; i++) big['k' + i] = i;
const bc = structuredClone(big);
console.log(%HasFastProperties(big), %HasFastProperties(bc));
