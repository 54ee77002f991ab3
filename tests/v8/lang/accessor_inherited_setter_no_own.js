// Assigning through an inherited setter does not create an own property of that name.
const proto = { set name(v) { this._name = v.trim(); }, get name() { return this._name; } };
const a = Object.create(proto), b = Object.create(proto);
a.name = '  ann '; b.name = 'bob';
console.log(a.name, Object.keys(a), Object.hasOwn(a, 'name'), %HaveSameMap(a, b));
