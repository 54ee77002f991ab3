const a = {x: 1, y: 2};
a.x = 5; a['y'] = 'str';
const b = {x: 1, y: 2};
console.log(%HaveSameMap(a, b), a.x);
