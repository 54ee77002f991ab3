// for...in over an array yields string indices plus any extra named property.
const arr = [10, 20, 30];
arr.label = 'nums';
const seen = [];
for (const k in arr) seen.push(typeof k + ':' + k);
console.log(seen.join(' '), arr.length, %HasFastProperties(arr));
