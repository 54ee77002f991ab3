// Array keys/values/entries iterators and Object.entries on an array.
const a = ['x', 'y'];
console.log([...a.keys()], [...a.values()], [...a.entries()], Object.entries(a));
console.log(Object.keys([, 'b']), a.indexOf('y'));
console.log(Object.values(a), %HaveSameMap([...a.keys()], [1, 2]), %HaveSameMap(Object.keys(a), ['0']));
