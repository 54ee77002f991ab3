// Hanging many properties off a function object: does it stay fast?
function registry() {}
const before = %HasFastProperties(registry);
for (let i = 0; i < 30; i++) registry['k' + i] = i;
console.log(before, %HasFastProperties(registry), Object.keys(registry).length);
delete registry.k29;
console.log(%HasFastProperties(registry), registry.k28, registry.k29);
