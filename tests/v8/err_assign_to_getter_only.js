// Object.assign onto a getter-only accessor throws "which has only a getter".
const o = {};
Object.defineProperty(o, 'x', {get: function () {}, configurable: true});
console.log(JSON.stringify(Reflect.ownKeys(o)));
Object.assign(o, {x: 1});
