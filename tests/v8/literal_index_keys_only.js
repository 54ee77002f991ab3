// Index keys in literals are elements: a literal with only index keys has {}'s map.
const a = {0: 'a', 1: 'b', 2: 'c'};
const b = {};
const c = {'5': 1};
console.log(%HaveSameMap(a, b), %HaveSameMap(c, b), %HasFastProperties(a));
console.log(JSON.stringify(Reflect.ownKeys(a)), JSON.stringify(a));
a.x = 1; b.x = 1;
console.log(%HaveSameMap(a, b));
