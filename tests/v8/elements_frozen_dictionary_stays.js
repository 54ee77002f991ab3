// An object with dictionary elements keeps them when frozen.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = []; a[5000] = 1; Object.freeze(a);
console.log(k(a), Object.isFrozen(a));
