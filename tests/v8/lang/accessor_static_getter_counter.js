// Static accessors on a class track instance creation.
class Node2 {
  static #n = 0;
  static get created() { return Node2.#n; }
  static set created(v) { throw new Error('read-only'); }
  constructor() { Node2.#n++; }
}
new Node2(); new Node2(); new Node2();
try { Node2.created = 0; } catch (e) { console.log(e.message); }
console.log(Node2.created, Object.getOwnPropertyNames(Node2).sort().join(','), %HasFastProperties(Node2));
