// getOwnPropertyNames includes non-enumerables; getOwnPropertyDescriptors shows attributes.
const o = { a: 1 };
Object.defineProperty(o, 'hidden', { value: 2, enumerable: false });
console.log(Object.getOwnPropertyNames(o), Object.keys(o));
console.log(Object.getOwnPropertyDescriptors(o));
console.log(Object.getOwnPropertyDescriptor(o, 'missing'), %HasFastProperties(o));
