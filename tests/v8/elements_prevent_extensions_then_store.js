// A non-extensible array takes stores to its indices and refuses new ones.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = Object.preventExtensions([1, 2]);
a[0] = 'x'; a[2] = 3;
console.log(k(a), a.length, a[0]);
