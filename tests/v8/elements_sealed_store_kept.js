// Sealed elements take stores of any value and keep their kind.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = Object.seal([1, 2]);
a[0] = 'x';
console.log(k(a), a[0]);
