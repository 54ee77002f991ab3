// Object.groupBy (V8 11.7+: Node 22 and 24) returns a null-prototype object born in dictionary mode; Map.groupBy a Map. Node 20 has neither.
console.log(typeof Object.groupBy, typeof Map.groupBy);
const g = Object.groupBy([1, 2, 3, 4], (x) => (x % 2 ? 'odd' : 'even'));
console.log(%HasFastProperties(g), Object.getPrototypeOf(g), JSON.stringify(Object.keys(g)));
const m = Map.groupBy([1, 2, 3], (x) => x > 1);
console.log(m.size, m.get(true).length);
