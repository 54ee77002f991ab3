// delete leaves a hole, even of the last element.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1, 2];
delete a[1];
console.log(k(a));
const b = [1, 2];
delete b[0];
console.log(k(b));
