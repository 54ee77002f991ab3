// A constructor assigning 10 named properties: instances share a map and stay fast.
function Rec(i) {
  this.a = i; this.b = i; this.c = i; this.d = i; this.e = i;
  this.f = i; this.g = i; this.h = i; this.i = i; this.j = i;
}
const r1 = new Rec(1), r2 = new Rec(2);
console.log(%HasFastProperties(r1), %HaveSameMap(r1, r2), Object.keys(r1).join(''));
r2.k = 11;
console.log(%HasFastProperties(r2), %HaveSameMap(r1, r2));
