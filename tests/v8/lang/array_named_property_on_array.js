// Adding named properties to arrays changes their maps; same additions reshare.
const a = [1, 2], b = [3, 4], c = [5, 6];
a.meta = 'm';
b.meta = 'n';
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), a.length, Object.keys(a));
console.log(JSON.stringify(a), %HasFastProperties(a));
