// Whether a literal starts as {} depends on what precedes its first computed key: nothing (or only a spread) means {}'s map; an index key does not count as nothing.
const k = 'x';
const a = {[k]: 1, y: 2, z: 3, w: 4, v: 5};
const b = {}; b.x = 1; b.y = 2; b.z = 3; b.w = 4; b.v = 5;
const c = {x: 1, y: 2, z: 3, w: 4, v: 5};
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c));
const d = {1: 1, [k]: 2, y: 3};
const e = {}; e.x = 1; e.y = 2;
const f = {x: 1, y: 2};
console.log(%HaveSameMap(d, e), %HaveSameMap(d, f), JSON.stringify(Reflect.ownKeys(d)));
const g = {...{}, [k]: 1, y: 2};
console.log(%HaveSameMap(g, e), %HaveSameMap(g, f), JSON.stringify(g));
