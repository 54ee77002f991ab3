// Instances of an Array subclass start PACKED_SMI_ELEMENTS and climb like arrays.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
class L extends Array {}
const l = new L();
console.log(k(l));
l.push(1.5);
console.log(k(l));
