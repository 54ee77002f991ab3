// Flattening a nested menu tree into a path -> node lookup object.
const menu = { name: 'root', children: [{ name: 'file', children: [{ name: 'open', children: [] }, { name: 'save', children: [] }] }, { name: 'edit', children: [] }] };
const flat = {};
(function walk(node, path) {
  const p = path ? path + '/' + node.name : node.name;
  flat[p] = { depth: p.split('/').length - 1, leaf: node.children.length === 0 };
  node.children.forEach((c) => walk(c, p));
})(menu, '');
console.log(Object.keys(flat), flat['root/file/save'], %HasFastProperties(flat));
