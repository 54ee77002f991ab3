// structuredClone of a flat object is a fresh fast object on the {} add chain (where a 4-key literal also lives).
const o = {a: 1, b: 'two', c: true, d: null};
const c = structuredClone(o);
const n = {}; n.a = 1; n.b = 'x'; n.c = false; n.d = null;
console.log(%HasFastProperties(c), %HaveSameMap(c, o), %HaveSameMap(c, n), c === o);
console.log(JSON.stringify(c));
