// Object literals with index keys have HOLEY_ELEMENTS.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
console.log(k({0: 1, 1: 2}), k({0: 'a'}), %HaveSameMap({0: 1}, {}));
