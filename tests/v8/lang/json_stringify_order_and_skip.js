// JSON.stringify follows key order and skips undefined, functions and symbols.
const o = { z: 1, a: undefined, f() {}, [Symbol('s')]: 1, 3: 'three', n: null, d: new Date(0) };
console.log(JSON.stringify(o));
console.log(JSON.stringify([undefined, () => 1, NaN, Infinity, -0]));
console.log(JSON.stringify({ u: undefined }), JSON.stringify(undefined), JSON.stringify('q'), JSON.stringify({ n: 1n === 1n }));
const parsed = JSON.parse(JSON.stringify(o));
console.log(Object.keys(parsed), %HasFastProperties(parsed), %HaveSameMap(parsed, JSON.parse('{"3":"x","z":0,"n":null,"d":"y"}')));
