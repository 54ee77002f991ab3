const o = {a: 1};
Object.defineProperty(o, 'b', {value: 2, enumerable: false});
o.c = 3;
console.log(JSON.stringify(Object.keys(o)), JSON.stringify(Reflect.ownKeys(o)));
