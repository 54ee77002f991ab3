// Node's http options copy chain in small: assign, spread, assign; 5,000 times.
let n = 0;
for (let i = 0; i < 5000; i++) {
  const defaults = {host: 'localhost', port: 80, method: 'GET'};
  const a = Object.assign({}, defaults, {path: '/x'});
  const b = {...a, headers: null};
  const c = Object.assign({}, b, {timeout: i});
  n = n + c.timeout + c.port;
}
console.log(n);
