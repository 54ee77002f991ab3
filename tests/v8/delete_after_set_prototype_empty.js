// After setPrototypeOf on an empty object, add-then-delete of the last key rolls back; on a non-empty one it normalizes.
const a = {};
Object.setPrototypeOf(a, null);
a.x = 1;
delete a.x;
const b = {};
Object.setPrototypeOf(b, null);
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
const c = {q: 1};
Object.setPrototypeOf(c, null);
c.x = 1;
delete c.x;
console.log(%HasFastProperties(c), JSON.stringify(Reflect.ownKeys(c)));
