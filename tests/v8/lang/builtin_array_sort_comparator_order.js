// Array.prototype.sort asks its comparator (and toString) in V8's order: TimSort's runs, binary insertion, merges and gallops.
function rng(seed) { let s = seed; return () => { s = (s * 1103515245 + 12345) & 0x7fffffff; return s; }; }
function trace(n, seed, mod) {
  const r = rng(seed);
  const a = [];
  for (let i = 0; i < n; i++) a.push(r() % mod);
  let log = [];
  a.sort((x, y) => { log.push(x + ':' + y); return x - y; });
  let h = 0;
  const s = log.join(',');
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return n + ' ' + log.length + ' ' + h + ' ' + a.slice(0, 5).join(',');
}
for (const n of [2, 5, 9, 10, 11, 20, 63, 64, 65, 200]) {
  console.log(trace(n, n, 1000), trace(n, n + 1, 7));
}
function digest(log) { let h = 0; const s = log.join(','); for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0; return log.length + '/' + h; }
// default order with toString calls logged
for (const n of [3, 8, 40, 130]) {
  const r = rng(n); const log = [];
  const a = [];
  for (let i = 0; i < n; i++) { const v = r() % 97; a.push({ v, toString() { log.push(v); return String(v); } }); }
  a.sort();
  console.log('toString', n, digest(log), a.slice(0, 6).map(o => o.v).join(','));
}
// strings, numbers default
{ const r = rng(7); const a = []; for (let i = 0; i < 500; i++) a.push(String.fromCharCode(65 + r() % 50) + (r() % 100)); a.sort(); console.log(a.slice(0, 8).join(','), a.slice(-3).join(',')); }
{ const a = [10, 9, 1, 100, 25, -3, 2.5, -0, NaN, Infinity]; a.sort(); console.log(a.join(',')); }
// undefined and holes
{ const log = []; const a = [3, undefined, , 1, undefined, , 2]; a.sort((x, y) => { log.push(x + '' + y); return x - y; }); console.log(a.length, JSON.stringify(a), 2 in a, 6 in a, 4 in a, log.join(' ')); }
{ const a = [3, , undefined, 1]; const b = a.toSorted(); console.log(b.length, JSON.stringify(b), 3 in b, JSON.stringify(a)); }
// throwing comparator: array unchanged
{ const a = []; for (let i = 0; i < 100; i++) a.push((i * 37) % 100); let c = 0; try { a.sort((x, y) => { if (++c === 150) throw new Error('stop'); return x - y; }); } catch (e) { console.log(e.message, c, a.slice(0, 5).join(',')); } }
// inconsistent comparator
{ const r = rng(99); const a = []; for (let i = 0; i < 200; i++) a.push(i); a.sort(() => (r() % 3) - 1); let h = 0; for (const x of a) h = (h * 31 + x) | 0; console.log('random', h, a.slice().sort((x, y) => x - y).every((x, i) => x === i)); }
// comparator returning strings / booleans
{ const a = [5, 1, 4, 2, 3, 9, 0, 8, 7, 6, 11, 10]; a.sort((x, y) => x > y); console.log(a.join(',')); a.sort((x, y) => String(y - x)); console.log(a.join(',')); }
// comparator mutating the array
{ const a = []; for (let i = 0; i < 30; i++) a.push(30 - i); let once = true; a.sort((x, y) => { if (once) { once = false; a.length = 3; a.push('z'); } return x - y; }); console.log(a.length, a.join(',')); }
// array-like
{ const o = { length: 5, 0: 'e', 1: 'b', 3: 'a', 4: undefined }; Array.prototype.sort.call(o); console.log(JSON.stringify(o), 2 in o, 3 in o, 4 in o); }
// stability
{ const a = []; for (let i = 0; i < 200; i++) a.push({ k: i % 5, i }); a.sort((x, y) => x.k - y.k); console.log(a.every((o, j) => j === 0 || a[j - 1].k < o.k || a[j - 1].i < o.i)); }
