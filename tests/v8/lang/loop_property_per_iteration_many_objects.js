// Giving many objects the same growing key sequence: they all end on one map.
const objs = [{}, {}, {}];
for (let k = 0; k < 6; k++) for (const o of objs) o['f' + k] = k;
console.log(%HaveSameMap(objs[0], objs[2]), %HasFastProperties(objs[1]), Object.keys(objs[0]).join(','));
const late = {};
for (let k = 0; k < 6; k++) late['f' + k] = k + 100;
console.log(%HaveSameMap(late, objs[0]));
