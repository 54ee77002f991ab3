// A deprecated object still reads its values right.
const a = {x: 1, y: 'two', z: 3};
const b = {x: 1, y: 'two', z: 3};
b.x = 0.5;
console.log(a.x, a.y, a.z, JSON.stringify(a));
