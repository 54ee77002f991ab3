// for...in over an array yields string indices (and extra keys); for...of yields values.
const arr = ['x', 'y'];
arr.extra = 'z';
const viaIn = [], viaOf = [];
for (const k in arr) viaIn.push(k);
for (const v of arr) viaOf.push(v);
console.log(viaIn, viaOf, typeof viaIn[0]);
console.log(%HasFastProperties(arr), %HaveSameMap(arr, ['p', 'q']), %HaveSameMap(viaIn, viaOf));
