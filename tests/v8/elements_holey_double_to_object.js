// Holey doubles take an object and become holey object elements.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1.5, , 2.5];
a[1] = 'x';
console.log(k(a));
