// defineProperty of a new key defaults every omitted flag to false: hidden from keys and JSON, read-only, non-deletable.
const o = {a: 1};
Object.defineProperty(o, 'b', {value: 2});
o.b = 3;
delete o.b;
console.log(o.b, %HasFastProperties(o));
console.log(JSON.stringify(Object.keys(o)), JSON.stringify(Reflect.ownKeys(o)), JSON.stringify(o));
