// The same cache keyed by numeric ids: keys become elements and named properties stay empty.
const cache = {};
for (let id = 1000; id < 1060; id++) cache[id] = { id, hits: 0 };
cache[1042].hits++;
console.log(Object.keys(cache).length, Object.keys(cache)[0], cache[1042], %HasFastProperties(cache));
console.log(%HaveSameMap(cache[1000], cache[1059]));
