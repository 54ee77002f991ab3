// structuredClone of 1,990 nested objects: Node 20's serializer runs out of native stack past about 1,960 levels (RangeError); the model's bound is MAX_CLONE_DEPTH (2,000), so it clones.
let o = {};
for (let i = 0; i < 1990; i++) o = {o};
const c = structuredClone(o);
console.log(c !== o, %HaveSameMap(c, c.o));
