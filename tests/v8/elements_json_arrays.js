// JSON.parse arrays are packed, with their values' kind.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
console.log(k(JSON.parse('[1, 2]')), k(JSON.parse('[1.5]')), k(JSON.parse('["a"]')));
