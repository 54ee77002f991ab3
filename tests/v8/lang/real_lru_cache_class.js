// An LRU cache class built on Map; the instance itself stays a fast object.
class LRU {
  constructor(limit) { this.limit = limit; this.map = new Map(); }
  get(k) { if (!this.map.has(k)) return undefined; const v = this.map.get(k); this.map.delete(k); this.map.set(k, v); return v; }
  set(k, v) { this.map.delete(k); this.map.set(k, v); if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value); }
}
const c = new LRU(3);
['a', 'b', 'c'].forEach((k, i) => c.set(k, i));
c.get('a'); c.set('d', 3);
console.log([...c.map.keys()], c.get('b'), %HasFastProperties(c), %HaveSameMap(c, new LRU(1)));
