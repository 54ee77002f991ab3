// In a literal, array-index keys come first in numeric order; '01', '-1', '1.5' and '4294967295' are strings in insertion order.
const o = {b: 1, '10': 1, '01': 1, 1: 1, '-1': 1, '4294967295': 1, '4294967294': 1, '1.5': 1, 0: 1, a: 1};
console.log(JSON.stringify(Reflect.ownKeys(o)));
console.log(JSON.stringify(Object.keys(o)));
console.log(JSON.stringify(o));
