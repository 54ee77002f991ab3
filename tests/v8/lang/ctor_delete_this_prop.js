// Deleting a constructor-assigned property (not the last one) makes that instance dictionary.
function U(a, b, c) { this.a = a; this.b = b; this.c = c; }
const u = new U(1, 2, 3), v = new U(4, 5, 6);
delete u.a;
console.log(%HasFastProperties(u), %HasFastProperties(v), %HaveSameMap(u, v), u);
delete v.c;
console.log(%HasFastProperties(v), v);
