// ES2023's copying methods (toReversed, toSorted, toSpliced, with), in Node
// since 20: a new ordinary array whatever the receiver, holes read as
// undefined, and the kind of the values, except that toSorted never makes
// PACKED_DOUBLE_ELEMENTS. Then copyWithin, which moves holes too, and
// toLocaleString, which calls each element's own.
const kinds = {
  PACKED_SMI: [1, 2],
  HOLEY_SMI: (() => { const a = [1, , 2]; a[1] = 1; return a; })(),
  PACKED_DOUBLE: [1.5, 2.5],
  HOLEY_DOUBLE: (() => { const a = [1.5, , 2.5]; a[1] = 1; return a; })(),
  PACKED: [{}, 1],
  HOLEY: (() => { const a = [{}, , 1]; a[1] = 1; return a; })(),
};
function kind(a) {
  for (const [k, v] of Object.entries(kinds)) if (%HaveSameMap(a, v)) return k;
  return '?';
}
const samples = { ps: [1, 2, 3], hs: [1, , 3], pd: [1.5, 2.5], hd: [1.5, , 2.5], pe: [{}, 'a'], he: [{}, , 'a'] };
for (const [name, a] of Object.entries(samples)) {
  console.log(name, 'toReversed:' + kind(a.toReversed()), 'toSorted:' + kind(a.toSorted()),
    'toSpliced:' + kind(a.toSpliced(0, 1)), 'with:' + kind(a.with(0, a[0])), 'withStr:' + kind(a.with(0, 'z')));
}
console.log(JSON.stringify([1, , 3].toReversed()), JSON.stringify([3, , 1].toSorted()), JSON.stringify([1, , 3].with(1, 2)));
console.log([5, 1, 10].toSorted(), [5, 1, 10].toSorted((a, b) => a - b), [1, 2, 3].toSpliced(1, 1, 'x', 'y'));
console.log(JSON.stringify([1, 2, 3].toSpliced()), JSON.stringify([1, 2, 3].toSpliced(1)), JSON.stringify([1, 2, 3].toSpliced(-1, 5, 'a')));
for (const i of [1.7, -2.5, 'x', Infinity, -Infinity, '7', 3, NaN]) {
  try {
    console.log(JSON.stringify([1, 2].with(i, 9)));
  } catch (e) {
    console.log(e.constructor.name, e.message);
  }
}
try { [1].toSorted('x'); } catch (e) { console.log(e.constructor.name, e.message); }
class D extends Array {}
console.log(new D(1, 2).toReversed().constructor.name, new D(1, 2).toSorted().constructor.name);
const arrayLike = { length: 3, 0: 'a', 2: 'c' };
console.log(Array.prototype.toReversed.call(arrayLike), Array.prototype.with.call(arrayLike, 1, 'b'));
const frozen = Object.freeze([1, 2]);
console.log(JSON.stringify(frozen.toReversed()), JSON.stringify(frozen.with(0, 5)));
try { frozen.copyWithin(0, 1); } catch (e) { console.log(e.constructor.name, e.message); }
console.log([1, 2, 3, 4, 5].copyWithin(0, 3), [1, 2, 3, 4, 5].copyWithin(1, 0, 2), [1, 2, 3, 4, 5].copyWithin(-2, 0));
const h = [1, , 3, , 5];
h.copyWithin(0, 1);
console.log(JSON.stringify(h), 0 in h, 1 in h, 2 in h, 3 in h, kind(h));
const p = [1, 2, 3];
p.copyWithin(0, 1);
console.log(kind(p));
console.log(['a', null, undefined, { toLocaleString() { return 'L'; } }, [1, [2]], 'b'].toLocaleString());
console.log(Object.prototype.toLocaleString.call('str'), ({ toString() { return 'T'; } }).toLocaleString(), (-0).toLocaleString(), NaN.toLocaleString(), (999).toLocaleString());
const cyclic = ['x'];
cyclic.push(cyclic);
cyclic.push('y');
console.log(cyclic.toLocaleString());
try { Object.prototype.toLocaleString.call(null); } catch (e) { console.log(e.message); }
try { [{ toLocaleString: 5 }].toLocaleString(); } catch (e) { console.log(e.message); }
try { ({ toString: 5 }).toLocaleString(); } catch (e) { console.log(e.message); }
for (const m of ['toReversed', 'toSorted', 'toSpliced', 'with', 'copyWithin', 'toLocaleString']) {
  try { Array.prototype[m].call(null); } catch (e) { console.log(m, e.constructor.name + ': ' + e.message); }
}
