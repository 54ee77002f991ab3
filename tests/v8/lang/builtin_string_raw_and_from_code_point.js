// String.raw, String.fromCodePoint, and fromCharCode's ToUint16.
for (const v of [0x110000, -1, 1.5, NaN, 'x', Infinity]) try { String.fromCodePoint(v); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(String.fromCodePoint(65, 0x1F600, 0x10FFFF).length, String.fromCodePoint(97, '98', -0), JSON.stringify(String.fromCodePoint()));
try { String.raw(); } catch (e) { console.log(e.constructor.name, e.message); }
try { String.raw({}); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(String.raw({ raw: 'abc' }, 1, 2), String.raw({ raw: { length: 2, 0: 'x', 1: 'y' } }), String.raw({ raw: [] }) === '');
console.log(String.raw`a\nb${1 + 1}\u00e9${'z'}`, String.raw`\unicode`.length, String.raw.length, String.fromCodePoint.length);
console.log(String.raw.name, String.fromCodePoint.name, Object.keys(String).length, typeof String.raw);
const log = []; String.raw({ raw: { get length() { log.push('len'); return 2; }, get 0() { log.push(0); return 'p'; }, get 1() { log.push(1); return 'q'; } } }, { toString() { log.push('sub'); return '-'; } });
console.log(log.join(' '));
console.log([Infinity, -Infinity, NaN, 1e20 + 65, 65601, -65471, 65.9].map(n => String.fromCharCode(n).charCodeAt(0)).join())
