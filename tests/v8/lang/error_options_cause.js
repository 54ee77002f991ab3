// `new Error(message, {cause})` gives the error an own, non-enumerable
// `cause` after `message`; errors with and without one have different maps.
var a = new Error('m', {cause: 1}), b = new Error('n', {cause: 2}), c = new Error('m');
console.log(%HaveSameMap(a, b), %HaveSameMap(a, c), %HasFastProperties(a));
console.log(a.cause, Object.getOwnPropertyNames(a).join());
var d = Object.getOwnPropertyDescriptor(a, 'cause');
console.log(d.value, d.writable, d.enumerable, d.configurable);
// A getter runs; an inherited cause counts; a non-object options is ignored.
console.log(new TypeError('x', {get cause() { return 'g'; }}).cause);
console.log(new RangeError('q', Object.create({cause: 'inherited'})).cause);
console.log('cause' in new Error('q', 'not an object'), 'cause' in new Error('q', null));
// An explicit undefined cause is still an own property.
var u = new SyntaxError(undefined, {cause: undefined});
console.log('cause' in u, Object.getOwnPropertyNames(u).join());
class MyError extends Error {}
console.log(new MyError('s', {cause: 'sub'}).cause);
