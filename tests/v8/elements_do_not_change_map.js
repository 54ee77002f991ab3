const o = {}; o[5] = 1; o.x = 1;
const p = {}; p.x = 1;
console.log(%HaveSameMap(o, p), JSON.stringify(Reflect.ownKeys(o)));
