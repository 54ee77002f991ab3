// A non-number makes Smi elements object elements.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1, 2];
a[1] = 'x';
console.log(k(a));
a[1] = 2;
console.log(k(a));
