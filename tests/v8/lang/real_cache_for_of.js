// A cache object filled with for...of over user records keyed by id string.
const users = [];
for (let i = 0; i < 60; i++) users.push({ id: 'u' + i, name: 'user' + i });
const cache = {};
for (const u of users) cache[u.id] = u;
console.log(Object.keys(cache).length, cache.u42.name, %HasFastProperties(cache));
const small = {};
for (const u of users.slice(0, 8)) small[u.id] = u;
console.log(Object.keys(small).length, %HasFastProperties(small));
