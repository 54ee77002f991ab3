// Object.create(p) twice with the same p gives objects with one map; adding the same keys keeps them sharing.
const p = {base: true};
const a = Object.create(p);
const b = Object.create(p);
console.log(%HaveSameMap(a, b), %HasFastProperties(a));
a.x = 1; b.x = 2;
console.log(%HaveSameMap(a, b));
a.y = 1; b.z = 1;
console.log(%HaveSameMap(a, b), JSON.stringify(Reflect.ownKeys(a)), JSON.stringify(Reflect.ownKeys(b)));
