// Mixins applied with Object.assign to a class prototype: is the prototype still fast?
const Serializable = { serialize() { return JSON.stringify(this); } };
const Comparable = { compareTo(o) { return this.id - o.id; } };
class Entity { constructor(id) { this.id = id; } }
Object.assign(Entity.prototype, Serializable, Comparable);
const a = new Entity(1), b = new Entity(5);
console.log(a.serialize(), a.compareTo(b), %HasFastProperties(Entity.prototype), Object.keys(Entity.prototype));
