// Every object of the old map migrates on its own access.
const objs = [];
for (let i = 0; i < 5; i++) objs.push({x: i, y: i});
const d = {x: 1, y: 1}; d.y = 1.5;
let same = 0;
for (const o of objs) { if (%HaveSameMap(o, d)) same++; }
console.log(same);
for (const o of objs) o.x;
same = 0;
for (const o of objs) { if (%HaveSameMap(o, d)) same++; }
console.log(same);
