// Object.create with a property-descriptor map: attributes and fast-ness.
const o = Object.create({ inherited: 1 }, {
  a: { value: 1, enumerable: true },
  b: { value: 2, writable: true },
});
console.log(Object.keys(o), o.a + o.b + o.inherited, %HasFastProperties(o));
const d = Object.getOwnPropertyDescriptor(o, 'a');
console.log(d.writable, d.enumerable, d.configurable);
