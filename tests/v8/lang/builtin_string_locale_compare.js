// localeCompare with no locales: ICU's root collation, as Node's default locale sorts.
for (const [a, b] of [["z", "a"], ["a", "B"], ["B", "b"], ["a", "á"], ["résumé", "resume"], ["10", "9"], ["", "a"], ["ä", "z"], ["Å", "A"]]) console.log(a, b, a.localeCompare(b));
console.log('a'.localeCompare(), 'undefined'.localeCompare(), String.prototype.localeCompare.length, String.prototype.localeCompare.name);
console.log(['b', 'A', 'a', 'B', 'ä', 'z', 'Z', '1', '_'].sort((x, y) => x.localeCompare(y)).join(' '));
console.log('a'.localeCompare('a'), 'A'.localeCompare('a'), 'ß'.localeCompare('ss'), '\u0041\u030A'.localeCompare('\u00C5'));
try { String.prototype.localeCompare.call(null, 'a'); } catch (e) { console.log(e.constructor.name, e.message); }
console.log((5).toString().localeCompare(10));
