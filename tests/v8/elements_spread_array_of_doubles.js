// A spread of a double array is double.
function k(o) { return [%HasSmiElements(o), %HasDoubleElements(o), %HasObjectElements(o), %HasHoleyElements(o), %HasDictionaryElements(o), %HasFastElements(o)].map(Number).join(''); }
const a = [0.5, 1.5];
console.log(k([...a]), k([...a, 1]), k([...a, 'x']));
