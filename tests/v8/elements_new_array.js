// new Array(n) is HOLEY_SMI_ELEMENTS even for 0; new Array(a, b) takes its values' kind.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
console.log(k(new Array(3)), k(new Array(0)), k(Array(2)));
console.log(k(new Array()), k(new Array(1, 2)), k(new Array('a', 'b')));
