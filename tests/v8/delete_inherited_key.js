// delete only removes own properties: deleting a key found on the prototype is a no-op.
const p = {shared: 1};
const c = Object.create(p);
c.own = 2;
delete c.shared;
console.log(c.shared, %HasFastProperties(c), JSON.stringify(Reflect.ownKeys(p)));
delete c.own;
console.log(c.own, JSON.stringify(Reflect.ownKeys(c)), %HasFastProperties(c));
