// String.prototype.matchAll: a RegExp String Iterator over match arrays, from the regexp's lastIndex.
try { 'a'.matchAll(/a/); } catch (e) { console.log(e.constructor.name, e.message); }
const re = /\d/g; re.lastIndex = 2;
const it = 'a1b2c3'.matchAll(re);
console.log(it, re.lastIndex, Object.prototype.toString.call(it), typeof it.next, it[Symbol.iterator]() === it);
console.log([...it].map((m) => [m[0], m.index, m.input]), re.lastIndex, it.next());
console.log([...'aXbX'.matchAll('X')].length, [...'ab'.matchAll()].length, [...'null'.matchAll(null)].length, String.prototype.matchAll.length);
const named = [...'k1=v1;k2=v2'.matchAll(/(?<key>\w+)=(?<value>\w+)/g)];
console.log(named.map((m) => `${m.groups.key}:${m.groups.value}@${m.index}`).join(' '), named[0]);
console.log(Array.from('a.b.c'.matchAll(/\./g), (m) => m.index), [...'aaa'.matchAll(/a*?/g)].length);
for (const m of 'x1y22z333'.matchAll(/(\d)(\d)?/g)) console.log(m[0], m[1], m[2], m.length);
try { String.prototype.matchAll.call(null, /a/g); } catch (e) { console.log(e.constructor.name, e.message); }
