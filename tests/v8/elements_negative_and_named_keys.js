// Negative and non-index keys are named properties, not elements.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1]; a[-1] = 2; a['foo'] = 'x'; a['1.5'] = 3;
console.log(k(a), Object.keys(a).join());
