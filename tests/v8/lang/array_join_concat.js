// join with separators and holes; concat flattens one level.
const a = [1, null, undefined, 'x', [2, 3]];
console.log(a.join('-'), [1, , 3].join(), [].join('x') === '');
const c = [1].concat([2, [3]], 4, 'five');
console.log(c, c.length, %HaveSameMap(c, ['a']));
