// Object.keys/values/entries and fromEntries round trip; fromEntries result shape.
const o = { a: 1, b: 'two', c: [3] };
console.log(Object.keys(o), Object.values(o), Object.entries(o));
const back = Object.fromEntries(Object.entries(o));
console.log(back, %HaveSameMap(o, back), %HasFastProperties(back));
