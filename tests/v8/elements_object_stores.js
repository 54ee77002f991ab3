// Elements of ordinary objects stay HOLEY_ELEMENTS whatever they hold.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const o = {}; o[0] = 1; o[1] = 1.5; o[2] = 'x';
console.log(k(o));
