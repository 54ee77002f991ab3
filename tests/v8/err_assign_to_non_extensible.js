// Object.assign throws V8's message for an add to a non-extensible target.
const t = Object.preventExtensions({a: 1});
Object.assign(t, {a: 2});
console.log(t.a);
Object.assign(t, {b: 1});
