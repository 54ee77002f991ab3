// A field that held doubles and then an object is Tagged: later doubles and objects share.
const a = {x: 1.5}; a.x = {};
const b = {x: 2.5}; const c = {x: 'c'};
console.log(%HaveSameMap(a, b), %HaveSameMap(b, c));
