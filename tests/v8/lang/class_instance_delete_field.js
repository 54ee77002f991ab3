// Deleting a class field from an instance makes it dictionary unless it was the last field added.
class Rec { a = 1; b = 2; c = 3; }
const r1 = new Rec(), r2 = new Rec(), r3 = new Rec();
delete r1.a;
delete r2.c;
console.log(%HasFastProperties(r1), %HasFastProperties(r2), r1, r2);
console.log(%HaveSameMap(r2, r3), Object.keys(r2));
