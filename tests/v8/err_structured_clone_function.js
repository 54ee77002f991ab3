// structuredClone of an object holding a function throws a DataCloneError (plain data clones fine).
const o = {a: 1, b: [1, 2]};
console.log(JSON.stringify(structuredClone(o)));
const fn = function () {};
const m = {a: 1, fn};
console.log(JSON.stringify(Reflect.ownKeys(m)), JSON.stringify(m));
structuredClone(m);
