// new.target distinguishes `new F()` from a plain call; both paths can build the same shape.
function F(x) {
  if (!new.target) return new F(x);
  this.x = x;
}
const a = new F(1), b = F(2);
console.log(a, b, %HaveSameMap(a, b), b instanceof F);
function G() { return new.target === G; }
console.log(new G() instanceof G, G());
