// Always assigning this.y (maybe undefined) keeps all instances on one map.
function Item(name, price) {
  this.name = name;
  this.price = price === undefined ? null : price;
}
const a = new Item('a', 1), b = new Item('b');
console.log(%HaveSameMap(a, b), a, b);
b.price = 7;
console.log(%HaveSameMap(a, b), %HasFastProperties(b));
