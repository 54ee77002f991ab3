// toExponential, and toPrecision's ties rounded half up; thisNumberValue for the three.
const xs = [0, -0, 1, -1, 2.5, 0.125, 1.45, 123456, 1e21, 1e-7, 5e-324, 1.7976931348623157e308, 9.995, 99.5, 0.000001, 123.456, -987.654321, 1 / 3, 2 ** 53, 4.35, 0.5, 1.5, 25];
for (const x of xs) console.log(x, x.toExponential(), x.toExponential(0), x.toExponential(2), x.toExponential(20));
for (const x of xs) console.log(x, x.toPrecision(1), x.toPrecision(2), x.toPrecision(3), x.toPrecision(7), x.toPrecision(21));
console.log((Infinity).toExponential(1000), (NaN).toExponential(-5), (-Infinity).toExponential(), (1).toExponential(100).length, (1).toExponential(undefined), (1).toExponential(2.9));
for (const [m, a] of [['toExponential', 101], ['toExponential', -1], ['toPrecision', 0], ['toFixed', 101]]) { try { (1)[m](a); } catch (e) { console.log(e.constructor.name, e.message); } }
for (const m of ['toExponential', 'toPrecision', 'toFixed']) { try { Number.prototype[m].call('1', 1); } catch (e) { console.log(e.constructor.name, e.message); } console.log(Number.prototype[m].call(new Number(2.5), 1), Number.prototype[m].length); }
const log = []; try { (NaN).toExponential({ valueOf() { log.push('digits'); return 500; } }); } catch (e) { log.push(e.constructor.name); } console.log(log.join());
