// A double store moves Smi elements to double elements, and they stay double.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1, 2];
a[0] = 1.5;
console.log(k(a));
a[0] = 1;
console.log(k(a));
