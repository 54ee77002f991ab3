// Breaking out of for...of early; find the first matching record.
const users = [{ name: 'a', age: 17 }, { name: 'b', age: 21 }, { name: 'c', age: 30 }];
let found = null, visited = 0;
for (const u of users) { visited++; if (u.age >= 18) { found = u; break; } }
console.log(found, visited, %HaveSameMap(users[0], users[2]));
