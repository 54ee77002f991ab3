// shift, unshift and splice keep packed arrays packed.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [1, 2, 3]; a.shift();
const b = [1, 2]; b.unshift(0.5);
const c = [1, 2, 3]; c.splice(1, 1);
console.log(k(a), k(b), k(c));
