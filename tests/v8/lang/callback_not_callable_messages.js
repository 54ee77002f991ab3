// What V8 says of a callback, comparator or receiver an array built-in
// cannot use. Node 22 and 24 name a callback's type (`number 5`), as
// Map.prototype.forEach does in every version; Node 20 prints the value
// alone. sort checks its comparator before its receiver, and Node 22 and 24
// end its message with the value. Receivers of null: the iteration
// built-ins name themselves, the rest convert with ToObject.
const values = [5, 'x', null, undefined, true, {}, [1, 2], Symbol('s'), -0, 1.5, new (class A {})()];
const sites = {
  map: (v) => [1].map(v),
  forEach: (v) => [1].forEach(v),
  filter: (v) => [1].filter(v),
  some: (v) => [1].some(v),
  every: (v) => [1].every(v),
  reduce: (v) => [1].reduce(v),
  reduceRight: (v) => [1].reduceRight(v),
  find: (v) => [1].find(v),
  findIndex: (v) => [1].findIndex(v),
  findLast: (v) => [1].findLast(v),
  findLastIndex: (v) => [1].findLastIndex(v),
  flatMap: (v) => [1].flatMap(v),
  'Array.from': (v) => Array.from([1], v),
  sort: (v) => [2, 1].sort(v),
  'sort of null': (v) => Array.prototype.sort.call(null, v),
  'Map forEach': (v) => new Map([[1, 1]]).forEach(v),
  'Set forEach': (v) => new Set([1]).forEach(v),
};
for (const [name, f] of Object.entries(sites)) {
  const out = [];
  for (const v of values) {
    try {
      f(v);
      out.push('ok');
    } catch (e) {
      out.push(e.constructor.name + ': ' + e.message);
    }
  }
  console.log(name + ' | ' + out.join(' | '));
}
const methods = ['at', 'concat', 'copyWithin', 'entries', 'every', 'fill', 'filter', 'find',
  'findIndex', 'findLast', 'findLastIndex', 'flat', 'flatMap', 'forEach', 'includes', 'indexOf',
  'join', 'keys', 'lastIndexOf', 'map', 'pop', 'push', 'reduce', 'reduceRight', 'reverse',
  'shift', 'slice', 'some', 'sort', 'splice', 'toLocaleString', 'toReversed', 'toSorted',
  'toSpliced', 'toString', 'unshift', 'values', 'with'];
for (const m of methods) {
  try {
    Array.prototype[m].call(null, () => 1);
    console.log(m, 'ok');
  } catch (e) {
    console.log(m, e.constructor.name + ': ' + e.message);
  }
}
