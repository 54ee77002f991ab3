// Filling the holes does not make an array packed again.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1, , 3];
a[1] = 2;
console.log(k(a), a.length);
