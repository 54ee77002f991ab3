// A non-enumerable own property hides an enumerable prototype property of the same name from for...in.
const proto = { secret: 1, shown: 2 };
const o = Object.create(proto);
Object.defineProperty(o, 'secret', { value: 3, enumerable: false });
const seen = [];
for (const k in o) seen.push(k);
console.log(seen, o.secret, %HasFastProperties(o));
