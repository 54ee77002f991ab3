// Array.from: a subclass's result is made before an iterable is iterated,
// and the map function gets the third argument as this.
var log = [];
class Logged extends Array { constructor(...a) { log.push('construct ' + a.length); super(...a); } }
var it = { [Symbol.iterator]() { log.push('iterate'); var n = 0; return { next() { n++; return n <= 2 ? {value: n, done: false} : {value: undefined, done: true}; } }; } };
var r = Logged.from(it, function (x) { log.push('map'); return x * this.k; }, {k: 10});
console.log(log.join(), r instanceof Logged, r.join());
log = [];
var r2 = Logged.from({length: 2, 0: 'a', 1: 'b'});
console.log(log.join(), r2 instanceof Logged, r2.join());
console.log(Array.from([1, 2], function (x) { return x + this.d; }, {d: 1}).join());
console.log(Array.from([1], undefined).join());
