const o = {b: 1, 2: 1, a: 1, 1: 1, '10': 1};
console.log(JSON.stringify(Reflect.ownKeys(o)));
o[0] = 1; o.c = 1; o['01'] = 1;
console.log(JSON.stringify(Reflect.ownKeys(o)));
