const a = {__proto__: null, x: 1, y: 2, z: 3};
delete a.z;
console.log(%HasFastProperties(a), JSON.stringify(Reflect.ownKeys(a)));
