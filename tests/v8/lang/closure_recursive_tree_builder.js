// A recursive closure building a tree of uniformly-shaped nodes.
function buildTree(depth) {
  let ids = 0;
  const make = (d) => ({ id: ids++, children: d === 0 ? [] : [make(d - 1), make(d - 1)] });
  return make(depth);
}
const t = buildTree(3);
const count = (n) => 1 + n.children.reduce((s, c) => s + count(c), 0);
console.log(count(t), t.children[1].id, %HaveSameMap(t, t.children[0].children[0]));
