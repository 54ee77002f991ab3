// Object.assign into a frozen target throws (Object.assign stores in strict mode), unlike a sloppy store.
const t = {a: 1};
Object.freeze(t);
t.a = 2;
console.log(t.a, JSON.stringify(t));
Object.assign(t, {a: 3});
