// Making a property non-configurable keeps it writable; delete is then ignored.
const o = {x: 1, y: 2};
Object.defineProperty(o, 'x', {configurable: false});
o.x = 5;
delete o.x;
console.log(o.x, JSON.stringify(o), %HasFastProperties(o));
const p = {x: 1, y: 2};
Object.defineProperty(p, 'x', {configurable: false});
console.log(%HaveSameMap(o, p));
