const a = {x: 1, y: 2, z: 3};
delete a.y;
console.log(%HasFastProperties(a));
console.log(JSON.stringify(Reflect.ownKeys(a)));
