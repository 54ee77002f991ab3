// Functions carry own properties in V8 (length, name, prototype, and for a
// sloppy `function` arguments and caller); arrows have length and name only.
console.log(JSON.stringify(Reflect.ownKeys(function () {})));
console.log(JSON.stringify(Reflect.ownKeys(() => {})));
