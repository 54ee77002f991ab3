// Ordinary objects, functions and null-prototype objects have HOLEY_ELEMENTS.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
console.log(k({}), k({a: 1}), k(Object.create(null)), k(function () {}), k(new Map()));
