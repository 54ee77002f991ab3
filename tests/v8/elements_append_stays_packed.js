// Storing at the length appends and stays packed.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [];
a[0] = 1; a[1] = 2; a[2] = 3;
console.log(k(a));
