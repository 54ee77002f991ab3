const a = {}; a.x = 1; a.y = 2;
const b = {x: 1, y: 2};
console.log(%HasFastProperties(a), %HasFastProperties(b));
console.log(%HaveSameMap(a, b));
