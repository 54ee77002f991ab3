// setPrototypeOf on objects of the same shape to the same prototype shares the new map.
const proto = { tag: 'p' };
const objs = [];
for (let i = 0; i < 5; i++) { const o = { id: i }; Object.setPrototypeOf(o, proto); objs.push(o); }
console.log(%HaveSameMap(objs[0], objs[4]), objs.map((o) => o.tag + o.id).join(','));
console.log(%HasFastProperties(objs[2]));
