// Object.defineProperties with several data properties on a fresh object.
const o = {};
Object.defineProperties(o, {
  id: { value: 1, enumerable: true },
  name: { value: 'n', enumerable: true, writable: true },
  internal: { value: 'i' },
});
console.log(o, Object.keys(o), %HasFastProperties(o));
o.id = 99; o.name = 'm';
console.log(o.id, o.name);
