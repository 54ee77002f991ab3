// gc() frees garbage and keeps everything still reachable: from variables,
// arrays, closures, Maps and prototypes. Shapes survive too: objects made
// after the collection join the maps of the survivors.
let keep = { a: 1, b: { c: 'x' + 1 } };
for (let i = 0; i < 2000; i++) {
  const garbage = { i, s: 'k' + i, inner: [i, { m: i }] };
}
function make(n) { return { n, inner: [n, { m: 'm' + n }] }; }
const list = [];
for (let i = 0; i < 10; i++) list.push(make(i));
const m = new Map([[1, { v: 'one' }]]);
const f = ((x) => () => x)({ captured: 'yes' });
const proto = { greet() { return 'hi ' + this.name; } };
const child = Object.create(proto);
child.name = 'child';
gc();
console.log(keep.b.c, list[9].inner[1].m, m.get(1).v, f().captured, child.greet());
let a = {}; a.x = 1;
let b = {}; b.x = 2;
a = null;
gc();
let c = {}; c.x = 3;
console.log(%HaveSameMap(b, c), %HasFastProperties(c), %HaveSameMap(list[0], make(99)));
const many = [];
for (let i = 0; i < 100; i++) many.push({ ['p' + i]: i });
gc(); gc();
console.log(many.length, many[99].p99, Object.keys(many[42]).join());
