// An object turned dictionary by deletes can be made fast again with %ToFastProperties.
const o = { a: 1, b: 2, c: 3, d: 4 };
delete o.a; delete o.c;
const slow = %HasFastProperties(o);
%ToFastProperties(o);
console.log(slow, %HasFastProperties(o), o, %HaveSameMap(o, { b: 0, d: 0 }));
