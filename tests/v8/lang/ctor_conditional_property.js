// A conditionally assigned this.y splits instances into two maps.
function Item(name, price) {
  this.name = name;
  if (price !== undefined) this.price = price;
}
const a = new Item('a', 1), b = new Item('b'), c = new Item('c', 3);
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), 'price' in b);
b.price = 2;
console.log(%HaveSameMap(a, b), b);
