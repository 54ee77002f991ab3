const a = {}; a.x = 1; a.y = 2;
delete a.x;
console.log(%HasFastProperties(a));
a.x = 3;
console.log(JSON.stringify(Reflect.ownKeys(a)), %HasFastProperties(a));
