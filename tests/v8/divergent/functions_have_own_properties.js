// Functions carry own properties in V8 (length, name, prototype, ...); the
// model's functions are opaque and have none.
console.log(JSON.stringify(Reflect.ownKeys(function () {})));
console.log(JSON.stringify(Reflect.ownKeys(() => {})));
