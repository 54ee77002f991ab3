// Assigning to a const binding throws a TypeError; the object it holds can still change.
const o = {x: 1};
o.x = 2;
o.y = 3;
console.log(JSON.stringify(o));
o = {};
