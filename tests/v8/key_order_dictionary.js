const o = {__proto__: null, z: 1, 5: 1, y: 1};
o.x = 1; o[3] = 1;
delete o.y;
o.y = 2;
console.log(JSON.stringify(Reflect.ownKeys(o)));
