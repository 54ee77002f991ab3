// Array literals take the kind of their values: Smi, double, object; holes make them holey.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
console.log(k([1, 2]), k([1.5]), k(['x']));
console.log(k([1, , 2]), k([1.5, , 2]), k(['x', , 1]));
console.log(k([]), k([1, 1.5]), k([1, 'a', 1.5]));
