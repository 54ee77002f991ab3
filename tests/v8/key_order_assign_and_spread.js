// Object.assign and spread copy keys in the source's order (indices first), after the target's existing keys.
const src = {y: 1, 5: 1, x: 1, 2: 1, '-1': 1};
const a = Object.assign({w: 0, 9: 0}, src);
const b = {w: 0, 9: 0, ...src};
console.log(JSON.stringify(Reflect.ownKeys(a)));
console.log(JSON.stringify(Reflect.ownKeys(b)));
console.log(JSON.stringify(a) === JSON.stringify(b));
