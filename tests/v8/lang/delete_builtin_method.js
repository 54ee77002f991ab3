// A built-in method is a configurable data property (V8's builtins are real
// properties of their holders): delete removes it, on the constructor and on a
// prototype, and a later store adds an ordinary property in its place.
const log = (...a) => console.log(...a);
log(typeof Object.keys, 'keys' in Object, Object.keys({ a: 1 }).join());
log(delete Object.keys, typeof Object.keys, 'keys' in Object);
Object.keys = function () { return ['again']; };
log(Object.keys({}).join(), delete Object.keys, typeof Object.keys);
log(Reflect.deleteProperty(Math, 'max'), typeof Math.max, typeof Math.min);
const a = [1, 2];
log(typeof a.push, delete Array.prototype.push, typeof a.push, 'push' in a);
log(typeof [].pop, [3, 4].indexOf(4));
// A load site that read the method before its deletion reads undefined after.
const seen = [];
for (let i = 0; i < 4; i++) {
  if (i === 2) delete JSON.stringify;
  seen[i] = typeof JSON.stringify;
}
log(seen.join());
