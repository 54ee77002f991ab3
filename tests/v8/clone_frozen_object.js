// structuredClone of a frozen object is not frozen: its properties are writable and it takes adds.
const o = {x: 1};
Object.freeze(o);
const c = structuredClone(o);
c.x = 2; c.y = 3;
console.log(JSON.stringify(c), %HaveSameMap(c, o), %HasFastProperties(c));
