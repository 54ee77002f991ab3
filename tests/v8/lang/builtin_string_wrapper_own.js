'use strict';
// A String wrapper's own indices and length: listed first (length after the index keys), read-only, undeletable, copied by spread and assign.
const s = new String('ab'); s.extra = 1; s[5] = 'x';
console.log(Object.getOwnPropertyNames(s), Reflect.ownKeys(s), Object.keys(s), Object.values(s), Object.entries(s).length);
const ks = []; for (const k in s) ks.push(k); console.log(ks);
console.log(s.length, s[0], s[1], s[2], 0 in s, 'length' in s, Object.hasOwn(s, 1), Object.hasOwn(s, 'length'), JSON.stringify(Object.getOwnPropertyDescriptor(s, 0)), JSON.stringify(Object.getOwnPropertyDescriptor(s, 'length')));
try { s[0] = 'z'; } catch (e) { console.log(e.message); }
try { s.length = 5; } catch (e) { console.log(e.message); }
try { delete s[0]; } catch (e) { console.log(e.message); }
console.log(s[0], s.length, delete s[7], delete s.extra, %HasFastProperties(s), %HaveSameMap(new String('q'), new String('xyz')));
const t = new String('é😀'); console.log(t.length, Object.keys(t));
const w = new String('ab');
console.log({...w}, Object.assign({}, w), Array.from(w), [...w], Array.prototype.join.call(w, '-'), Array.prototype.map.call(w, c => c + c));
console.log(w, [w], JSON.stringify([w]), typeof w, w instanceof String, Object.getPrototypeOf(w) === String.prototype);
console.log(Object.assign({}, 'ab'), {...'ab'}, Object.assign({}, new String('cd')), {...new String('cd')});
