// `push` past the largest array length: the element goes in under the key
// "4294967295" (a property, not an element), then the length store throws.
var a = [];
a[4294967294] = 1;
try {
  a.push(2);
  console.log('pushed', a.length);
} catch (e) {
  console.log(e.constructor.name + ': ' + e.message);
}
console.log(a.length, a[4294967294], a[4294967295]);
console.log(Object.keys(a).join());
