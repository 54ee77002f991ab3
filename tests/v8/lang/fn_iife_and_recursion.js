// IIFEs and recursion building arrays of objects with a shared literal map.
const nodes = (function build(n) {
  return n === 0 ? [] : [{ id: n, label: 'n' + n }].concat(build(n - 1));
})(4);
console.log(nodes.map((n) => n.label).join(' '), nodes.length);
console.log(%HaveSameMap(nodes[0], nodes[3]), %HasFastProperties(nodes[2]));
const fact = function f(n) { return n <= 1 ? 1 : n * f(n - 1); };
console.log(fact(10));
