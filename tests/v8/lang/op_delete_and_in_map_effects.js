// `delete` of the most recently added property vs an earlier one, checked with `in`.
const a = { x: 1, y: 2 }, b = { x: 1, y: 2 }, ref = { x: 0 };
delete a.y;
delete b.x;
console.log('y' in a, 'x' in b, %HasFastProperties(a), %HasFastProperties(b), %HaveSameMap(a, ref));
