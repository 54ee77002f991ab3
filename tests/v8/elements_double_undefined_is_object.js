// undefined is a value, not a hole: doubles become packed object elements.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1.5, 2.5];
a[0] = undefined;
console.log(k(a));
