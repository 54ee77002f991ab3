// fill, reverse and sort keep holeyness and climb the lattice as values need.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = new Array(3).fill(0);
const b = [1, , 2]; b.reverse();
const c = [3, 1.5]; c.sort();
console.log(k(a), k(b), k(c));
