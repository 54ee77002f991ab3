// Frozen elements ignore stores and keep their kind.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = Object.freeze([1, 2]);
a[0] = 1.5; a[5] = 'x';
console.log(k(a), a[0], a.length);
