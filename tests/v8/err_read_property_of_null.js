// Reading a property of null throws a TypeError naming the key.
const o = {next: null};
console.log(o.next === null, JSON.stringify(o));
const n = o.next;
console.log(n);
const v = n.value;
