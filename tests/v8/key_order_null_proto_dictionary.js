// A dictionary-mode null-prototype object also lists index keys first, then strings by insertion (including re-adds).
const o = {__proto__: null, b: 1, 3: 1, a: 1};
o[1] = 1; o.c = 1;
delete o.b;
o.b = 1;
o['2'] = 1;
console.log(JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(o));
