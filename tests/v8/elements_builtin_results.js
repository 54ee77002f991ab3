// Arrays made by builtins take their values' kind.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
console.log(k([1, 2].map(x => x * 1.5)), k([1, 2, 3].slice(1)), k([1, 'a'].filter(x => true)));
console.log(k([1].concat([1.5])), k('a b'.split(' ')), k(Object.keys({a: 1})));
console.log(k(Array.from([1, 2])), k(Array.of(1.5)), k([...[1, 2]]));
