// A class-based model with validation and a toJSON; instances built from rows share a map.
class Product {
  constructor({ id, name, price, tags = [] }) {
    this.id = id;
    this.name = name.trim();
    this.price = Number(price);
    this.tags = tags;
  }
  get label() { return `${this.name} ($${this.price.toFixed(2)})`; }
  toJSON() { return { id: this.id, label: this.label }; }
}
const rows = [{ id: 1, name: ' Pen ', price: '1.5' }, { id: 2, name: 'Ink', price: 3, tags: ['blue'] }];
const products = rows.map((r) => new Product(r));
console.log(JSON.stringify(products), products[1].label);
console.log(%HaveSameMap(products[0], products[1]), %HasFastProperties(products[0]), %HasFastProperties(Product.prototype));
