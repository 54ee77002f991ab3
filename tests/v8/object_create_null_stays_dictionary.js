const o = Object.create(null);
o.a = 1; o.b = 2;
console.log(%HasFastProperties(o), JSON.stringify(Reflect.ownKeys(o)));
