// A setter-only accessor: reads give undefined, writes call the empty setter and change nothing.
const s = () => {};
const o = {};
Object.defineProperty(o, 'v', {set: s, enumerable: true, configurable: true});
o.v = 42;
console.log(o.v, %HasFastProperties(o), JSON.stringify(Object.keys(o)), JSON.stringify(o));
const p = {};
Object.defineProperty(p, 'v', {set: s, enumerable: true, configurable: true});
console.log(%HaveSameMap(o, p));
