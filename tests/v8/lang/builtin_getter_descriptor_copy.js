// Object.assign invokes getters and copies values; getOwnPropertyDescriptors + defineProperties keeps accessors.
const src = { get now() { return 42; }, plain: 1 };
const viaAssign = Object.assign({}, src);
const viaDescs = Object.defineProperties({}, Object.getOwnPropertyDescriptors(src));
console.log(Object.getOwnPropertyDescriptor(viaAssign, 'now').value, typeof Object.getOwnPropertyDescriptor(viaDescs, 'now').get);
console.log(%HasFastProperties(viaAssign), %HasFastProperties(viaDescs));
