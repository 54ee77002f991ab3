// A String wrapper has string-wrapper elements; a Number wrapper ordinary ones.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
console.log(k(new String('ab')), k(new Number(1)), k(new Boolean(true)));
