// A longer length is holes: holey. A shorter one is not.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1, 2]; a.length = 5;
const b = [1, 2]; b.length = 1;
const c = [1, 2, 3]; c.length = 2; c.length = 3;
console.log(k(a), k(b), k(c));
