// Storing past the length leaves a hole.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1, 2];
a[3] = 4;
console.log(k(a), a.length);
