// A linked list with node objects created in one place: all nodes share a map.
class List {
  constructor() { this.head = null; this.size = 0; }
  push(v) { this.head = { value: v, next: this.head }; this.size++; return this; }
  toArray() { const out = []; for (let n = this.head; n; n = n.next) out.push(n.value); return out; }
}
const l = new List().push(1).push('two').push({ three: 3 });
console.log(l.toArray(), l.size, %HaveSameMap(l.head, l.head.next.next), %HasFastProperties(l));
