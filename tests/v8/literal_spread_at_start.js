// A literal starting with a spread builds on the {} add chain (not the source literal's map); following keys are added by transitions.
const s = {x: 1, y: 2};
const a = {...s, z: 3};
const b = {...s}; b.z = 3;
const c = {}; c.x = 1; c.y = 2; c.z = 3;
console.log(%HasFastProperties(a), %HaveSameMap(a, b), %HaveSameMap(a, c));
console.log(JSON.stringify(a));
