// A double stored where a Smi field was seen deprecates the map (Smi -> Double needs a new map), so objects built earlier stop sharing with later ones until they are touched.
const a = {x: 1, y: 'two'};
const b = {x: 1.5, y: 'two'};
const c = {x: 2, y: 'three'};
console.log(%HaveSameMap(a, b), %HaveSameMap(b, c), %HaveSameMap(a, c));
const d = {}; d.p = 1;
const e = {}; e.p = -0;
const f = {}; f.p = 'str';
console.log(%HaveSameMap(d, e), %HaveSameMap(e, f), %HasFastProperties(d));
