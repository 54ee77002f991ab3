// A store 1024 or more past the end of empty elements makes dictionary elements.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = []; a[5000] = 1;
const b = {}; b[2000] = 1;
const c = []; c[1023] = 1;
console.log(k(a), k(b), k(c));
