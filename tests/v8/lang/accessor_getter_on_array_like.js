// A getter computing `length` for a hand-written collection.
class Bag {
  constructor() { this.items = {}; this.count = 0; }
  add(k) { if (!(k in this.items)) { this.items[k] = true; this.count++; } return this; }
  get size() { return this.count; }
}
const b = new Bag().add('a').add('b').add('a');
console.log(b.size, Object.keys(b.items), %HasFastProperties(b), %HasFastProperties(b.items));
