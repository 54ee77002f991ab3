// Defining an element with non-default attributes switches the object to dictionary elements (DICTIONARY_ELEMENTS), a different map.
const o = {z: 1};
const p = {z: 1};
Object.defineProperty(o, '3', {value: 'hidden'});
console.log(%HaveSameMap(o, p), %HasFastProperties(o), JSON.stringify(Reflect.ownKeys(o)));
const q = {z: 1};
q[3] = 'plain';
console.log(%HaveSameMap(q, p));
