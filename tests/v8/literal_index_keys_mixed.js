// Index keys do not count toward a literal's named properties: {0: 1, x: 1} maps like {x: 1}.
const a = {0: 1, x: 1};
const b = {x: 1};
const c = {x: 1, 7: 2, y: 3};
const d = {x: 1, y: 3};
console.log(%HaveSameMap(a, b), %HaveSameMap(c, d));
console.log(JSON.stringify(Reflect.ownKeys(c)), JSON.stringify(c));
