// A worker's start-up: its options, a class and a table of routes with their
// handlers, built before it takes its first message. The last line is the
// worker's "online" message, with a check of what it built.
class Route {
  constructor(method, path, handler) {
    this.method = method;
    this.path = path;
    this.handler = handler;
  }
  matches(method, path) {
    return this.method === method && this.path === path;
  }
}
const options = { host: "localhost", port: 8080, timeout: 30000, keepAlive: true, retries: 3 };
const routes = [];
for (let i = 0; i < 200; i++) {
  const method = i % 2 === 0 ? "GET" : "POST";
  routes.push(new Route(method, "/items/" + i, function (request) {
    return request.id * options.retries + i;
  }));
}
let check = 0;
for (const route of routes) {
  if (route.matches(route.method, route.path)) {
    check = (check + route.handler({ id: route.path.length })) % 1000003;
  }
}
console.log("online " + check);
