const a = {}; a.x = 1; a.y = 2;
delete a.y;
const b = {}; b.x = 1;
console.log(%HasFastProperties(a), %HaveSameMap(a, b));
console.log(JSON.stringify(Reflect.ownKeys(a)));
