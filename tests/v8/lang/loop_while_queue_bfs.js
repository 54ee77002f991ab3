// A breadth-first search with a while loop over a queue; visited set as an object.
const graph = { a: ['b', 'c'], b: ['d'], c: ['d', 'e'], d: ['f'], e: ['f'], f: [] };
const queue = ['a'], visited = { a: true }, order = [];
while (queue.length) {
  const n = queue.shift();
  order.push(n);
  for (const m of graph[n]) if (!visited[m]) { visited[m] = true; queue.push(m); }
}
console.log(order.join(''), Object.keys(visited).join(''), %HasFastProperties(visited), %HasFastProperties(graph));
