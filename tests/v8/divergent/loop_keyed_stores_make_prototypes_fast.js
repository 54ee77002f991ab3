// Once a loop has run long enough for V8 to allocate a feedback vector, keyed
// stores that miss also run MakePrototypesFast; the model applies it to named
// stores only, as first executions show.
const p = {a: 1, b: 2};
delete p.a;
const c = Object.create(p);
for (let i = 0; i < 1000; i++) c['k' + i] = i;
console.log(%HasFastProperties(p));
