// Storing a property on null throws a TypeError naming the key.
let target = {};
target.ok = 1;
console.log(JSON.stringify(target));
target = null;
console.log(target);
target.broken = 2;
