// preventExtensions allows deleting (which normalizes) but not re-adding.
const o = {a: 1, b: 2};
Object.preventExtensions(o);
delete o.b;
o.b = 3;
o.a = 5;
console.log(JSON.stringify(o), %HasFastProperties(o));
